/**
 * Embedded event store: one SQLite file (better-sqlite3), used when no EVENTSTORE_URL is set.
 *
 * Guarantees:
 * - Durability: WAL with synchronous=FULL; an append that resolved survives a crash.
 * - Atomicity: the events of one append, over one stream or several, commit in one transaction,
 *   or none do.
 * - Group commit: the appends asked for in the same turn of the event loop share one
 *   transaction and one fsync, each in its own savepoint, so one refused append fails alone.
 *   (Moving the writes to a worker thread was tried: it freed the event loop of the fsync but
 *   the extra round trip per append made commands slower under load.)
 * - Optimistic concurrency as in KurrentDB: `no_stream`, `stream_exists`, `any` or the exact
 *   revision of the stream's last event; a mismatch throws WrongExpectedRevisionError.
 * - Idempotence: re-appending events whose ids the stream already holds, in the same order,
 *   writes nothing and returns the stored result, whatever the expected revision now is.
 *   A batch where only some ids are stored throws EventIdConflictError.
 * - One global order: the position is the row's AUTOINCREMENT id (commit = prepare). SQLite has
 *   one writer at a time, so positions become visible in order, with no holes a reader could
 *   pass before they fill.
 * - Subscriptions to $all catch up in batches and turn live with no gap and no duplicate; they
 *   wake at once on appends from this process and poll for appends from other processes.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  type AllSubscription,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type LogPosition,
  type MultiStreamAppendResult,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeToAllOptions,
} from './event-store.port';
import type { EventMetadata } from '@morphic/contracts';
import { SqliteAllSubscription } from './sqlite-all-subscription';
import { GroupCommit } from './group-commit';
import { type AppendWritten, SqliteAppender, toPosition } from './sqlite-appender';
import { openEventsDatabase, type SqliteDatabase } from './sqlite-schema';

export { EventIdConflictError } from './sqlite-appender';

export type SqliteEventStoreLocation =
  /** The log is `<dataDir>/events.sqlite`; the directory is created if missing. */
  { readonly dataDir: string } | { readonly file: string };

export interface SqliteEventStoreOptions {
  /** How often a live subscription re-reads to see appends by other processes. Default 200. */
  readonly pollIntervalMs?: number;
  /** How long a write waits for another process's write lock. Default 5000. */
  readonly busyTimeoutMs?: number;
  /** Events per read while a subscription catches up. Default 1000. */
  readonly subscriptionBatchSize?: number;
}

type EventRow = [
  position: number,
  eventId: string,
  streamId: string,
  revision: number,
  type: string,
  data: string,
  metadata: string,
  recordedAt: number,
];

const COLUMNS = 'position, event_id, stream_id, revision, type, data, metadata, recorded_at';
const NO_LIMIT = -1;

function prepareStatements(db: SqliteDatabase) {
  return {
    readStream: db
      .prepare<[string, bigint, number], EventRow>(
        `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision >= ?
         ORDER BY revision LIMIT ?`,
      )
      .raw(),
    readAll: db
      .prepare<[bigint, number], EventRow>(
        `SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
      )
      .raw(),
    head: db.prepare<[], number | null>('SELECT MAX(position) FROM events').pluck(),
  };
}

type Statements = ReturnType<typeof prepareStatements>;

export class SqliteEventStore implements EventStore {
  static readonly FILE_NAME = 'events.sqlite';

  private readonly statements: Statements;
  private readonly groupCommit: GroupCommit<readonly StreamAppend[], AppendWritten>;
  private lastBatch: { readonly after: bigint; readonly events: RecordedEvent[] } | undefined;
  private readonly appendListeners = new Set<() => void>();
  private readonly subscriptions = new Set<SqliteAllSubscription>();
  private readonly pollIntervalMs: number;
  private readonly subscriptionBatchSize: number;

  static open(options: SqliteEventStoreLocation & SqliteEventStoreOptions): SqliteEventStore {
    const file =
      'file' in options ? options.file : join(options.dataDir, SqliteEventStore.FILE_NAME);
    mkdirSync(dirname(file), { recursive: true });
    const db = openEventsDatabase(file, { busyTimeoutMs: options.busyTimeoutMs ?? 5000 });
    return new SqliteEventStore(db, options);
  }

  private constructor(
    private readonly db: SqliteDatabase,
    options: SqliteEventStoreOptions,
  ) {
    const appender = new SqliteAppender(db);
    this.groupCommit = new GroupCommit((appends) => appender.commitBatch(appends));
    this.pollIntervalMs = options.pollIntervalMs ?? 200;
    this.subscriptionBatchSize = options.subscriptionBatchSize ?? 1000;
    this.statements = prepareStatements(db);
  }

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const { nextRevisions, position } = await this.appendToStreams([
      { streamId, events, expected },
    ]);
    return { nextRevision: nextRevisions[0] ?? -1n, position };
  }

  async appendToStreams(writes: readonly StreamAppend[]): Promise<MultiStreamAppendResult> {
    const { result, written } = await this.groupCommit.submit(writes);
    if (written) this.notifyAppend();
    return result;
  }

  // The reads are async although better-sqlite3 is synchronous, so that every failure
  // (closed database, bad argument) arrives as a rejection, as with a networked store.
  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const rows = this.statements.readStream.all(
      streamId,
      options.fromRevision ?? 0n,
      options.maxCount ?? NO_LIMIT,
    );
    return rows.map(toRecordedEvent);
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.readAfter(options.after, options.maxCount);
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): AllSubscription {
    const subscription = new SqliteAllSubscription(
      {
        readBatch: (after) => this.readSubscriptionBatch(after),
        onNextAppend: (listener) => {
          this.appendListeners.add(listener);
          return () => this.appendListeners.delete(listener);
        },
        pollIntervalMs: this.pollIntervalMs,
        onClose: (closed) => this.subscriptions.delete(closed),
      },
      options.after,
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<LogPosition | null> {
    const head = this.statements.head.get();
    return head === null || head === undefined ? null : toPosition(head);
  }

  /** The connection's durability pragmas, for start-up logs and tests. */
  durabilitySettings(): { journalMode: string; synchronous: 'off' | 'normal' | 'full' | 'extra' } {
    const journalMode = String(this.db.pragma('journal_mode', { simple: true }));
    const level = Number(this.db.pragma('synchronous', { simple: true }));
    const synchronous = (['off', 'normal', 'full', 'extra'] as const)[level];
    if (synchronous === undefined) throw new Error(`Unknown synchronous level ${String(level)}`);
    return { journalMode, synchronous };
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    // Appends asked for before closing are written, not refused by a closed database.
    if (this.db.open) this.groupCommit.drain();
    if (this.db.open) this.db.close();
  }

  /**
   * The consumers of one process (projections, push relay, reactors) mostly wait at the same
   * position and wake on the same append: the first one's batch is kept for the others, so
   * each event is read and parsed once, not once per consumer. The events are shared, so a
   * consumer must not change them. An empty batch is never kept (an append from another
   * process would go unseen); a kept batch is never wrong, at worst shorter than a fresh read.
   */
  private readSubscriptionBatch(after: LogPosition | undefined): RecordedEvent[] {
    const from = after?.commit ?? 0n;
    if (this.lastBatch?.after === from) return this.lastBatch.events;
    const events = this.readAfter(after, this.subscriptionBatchSize);
    this.lastBatch = events.length > 0 ? { after: from, events } : undefined;
    return events;
  }

  private readAfter(after: LogPosition | undefined, maxCount: number): RecordedEvent[] {
    if (!Number.isInteger(maxCount) || maxCount < 1) {
      throw new RangeError(`maxCount must be a positive integer, got ${String(maxCount)}`);
    }
    return this.statements.readAll.all(after?.commit ?? 0n, maxCount).map(toRecordedEvent);
  }

  private notifyAppend(): void {
    if (this.appendListeners.size === 0) return;
    const listeners = [...this.appendListeners];
    this.appendListeners.clear();
    for (const listener of listeners) listener();
  }
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  const position = BigInt(row[0]);
  return {
    id: row[1],
    type: row[4],
    streamId: row[2],
    revision: BigInt(row[3]),
    position: { commit: position, prepare: position },
    data: JSON.parse(row[5]) as unknown,
    metadata: JSON.parse(row[6]) as EventMetadata,
    recordedAt: new Date(row[7]),
  };
}

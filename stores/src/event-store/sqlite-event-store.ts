/**
 * Embedded event store: one SQLite file (better-sqlite3), used when no EVENTSTORE_URL is set.
 *
 * Guarantees:
 * - Durability: WAL with synchronous=FULL; an append that resolved survives a crash.
 * - Atomicity: the events of one append, over one stream or several, commit in one transaction
 *   (one fsync), or none do.
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
  WrongExpectedRevisionError,
} from './event-store.port';
import type { EventMetadata } from '@morphic/contracts';
import { SqliteAllSubscription } from './sqlite-all-subscription';
import { openEventsDatabase, type SqliteDatabase, type Transaction } from './sqlite-schema';

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

/** Some, but not all, events of an append are already stored (or an id is stored elsewhere). */
export class EventIdConflictError extends Error {
  constructor(
    readonly streamId: string,
    readonly eventId: string,
    detail: string,
  ) {
    super(`Cannot append event ${eventId} to stream ${streamId}: ${detail}`);
    this.name = 'EventIdConflictError';
  }
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
type StoredIdRow = { stream_id: string; revision: number; position: number };

const COLUMNS = 'position, event_id, stream_id, revision, type, data, metadata, recorded_at';
const NO_LIMIT = -1;

function prepareStatements(db: SqliteDatabase) {
  return {
    insert: db.prepare<[string, string, bigint, string, string, string, number]>(
      `INSERT INTO events (event_id, stream_id, revision, type, data, metadata, recorded_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    lastRevision: db
      .prepare<[string], number>(
        'SELECT revision FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
      )
      .pluck(),
    findById: db.prepare<[string], StoredIdRow>(
      'SELECT stream_id, revision, position FROM events WHERE event_id = ?',
    ),
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
type AppendTransaction = Transaction<
  (writes: readonly StreamAppend[]) => { result: MultiStreamAppendResult; written: boolean }
>;

export class SqliteEventStore implements EventStore {
  static readonly FILE_NAME = 'events.sqlite';

  private readonly statements: Statements;
  private readonly appendTransaction: AppendTransaction;
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
    this.pollIntervalMs = options.pollIntervalMs ?? 200;
    this.subscriptionBatchSize = options.subscriptionBatchSize ?? 1000;
    this.statements = prepareStatements(db);
    this.appendTransaction = db.transaction((writes: readonly StreamAppend[]) =>
      this.appendInTransaction(writes),
    );
  }

  // The methods are async although better-sqlite3 is synchronous, so that every failure
  // (closed database, bad argument) arrives as a rejection, as with a networked store.
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

  // The methods are async although better-sqlite3 is synchronous, so that every failure
  // (closed database, bad argument) arrives as a rejection, as with a networked store.
  async appendToStreams(writes: readonly StreamAppend[]): Promise<MultiStreamAppendResult> {
    try {
      // IMMEDIATE takes the write lock before reading the streams' revisions, so a writer in
      // another process cannot slip in between the checks and the inserts.
      const { result, written } = this.appendTransaction.immediate(writes);
      if (written) this.notifyAppend();
      return result;
    } catch (error) {
      throw this.translateError(error, writes);
    }
  }

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
        readBatch: (after) => this.readAfter(after, this.subscriptionBatchSize),
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
    if (this.db.open) this.db.close();
  }

  private readAfter(after: LogPosition | undefined, maxCount: number): RecordedEvent[] {
    if (!Number.isInteger(maxCount) || maxCount < 1) {
      throw new RangeError(`maxCount must be a positive integer, got ${String(maxCount)}`);
    }
    return this.statements.readAll.all(after?.commit ?? 0n, maxCount).map(toRecordedEvent);
  }

  private appendInTransaction(writes: readonly StreamAppend[]): {
    result: MultiStreamAppendResult;
    written: boolean;
  } {
    checkWrites(writes);
    const first = writes[0]?.events[0];
    const stored = first && this.statements.findById.get(first.id);
    if (stored) return { result: this.storedResult(writes), written: false };

    const recordedAt = Date.now();
    let position: number | bigint = 0;
    const nextRevisions = writes.map(({ streamId, events, expected }) => {
      const last = this.statements.lastRevision.get(streamId);
      checkExpected(streamId, expected, last);
      let revision = last === undefined ? 0n : BigInt(last) + 1n;
      for (const event of events) {
        position = this.statements.insert.run(
          event.id,
          streamId,
          revision,
          event.type,
          JSON.stringify(event.data ?? null),
          JSON.stringify(event.metadata),
          recordedAt,
        ).lastInsertRowid;
        revision += 1n;
      }
      return revision - 1n;
    });
    return { result: { nextRevisions, position: toPosition(position) }, written: true };
  }

  /** The result of the original append, when every event of this one is already stored. */
  private storedResult(writes: readonly StreamAppend[]): MultiStreamAppendResult {
    let position = 0;
    const nextRevisions = writes.map(({ streamId, events }) => {
      let expectedRevision: number | null = null;
      for (const event of events) {
        const found = this.statements.findById.get(event.id);
        if (found === undefined) {
          throw new EventIdConflictError(
            streamId,
            event.id,
            'the append is a partial retry: earlier events of the batch are stored, this one is not',
          );
        }
        if (
          found.stream_id !== streamId ||
          (expectedRevision !== null && found.revision !== expectedRevision)
        ) {
          throw new EventIdConflictError(
            streamId,
            event.id,
            `the id is already stored as revision ${String(found.revision)} of stream ${found.stream_id}`,
          );
        }
        expectedRevision = found.revision + 1;
        position = Math.max(position, found.position);
      }
      return BigInt((expectedRevision ?? 0) - 1);
    });
    return { nextRevisions, position: toPosition(position) };
  }

  private translateError(error: unknown, writes: readonly StreamAppend[]): unknown {
    // Duck-typed, not `instanceof Error`: a native addon's errors may come from another realm
    // (jest loads the addon once per worker, for several test contexts).
    const isDuplicateId =
      typeof error === 'object' &&
      error !== null &&
      'code' in error &&
      error.code === 'SQLITE_CONSTRAINT_UNIQUE' &&
      'message' in error &&
      String(error.message).includes('events.event_id');
    if (!isDuplicateId) return error;
    // The first id was new but a later one is already stored, or repeats inside the batch.
    const seen = new Set<string>();
    for (const { streamId, events } of writes) {
      for (const event of events) {
        if (seen.has(event.id) || this.statements.findById.get(event.id) !== undefined) {
          return new EventIdConflictError(
            streamId,
            event.id,
            'the id is already stored or repeated in the batch (a partial retry?)',
          );
        }
        seen.add(event.id);
      }
    }
    return error;
  }

  private notifyAppend(): void {
    if (this.appendListeners.size === 0) return;
    const listeners = [...this.appendListeners];
    this.appendListeners.clear();
    for (const listener of listeners) listener();
  }
}

function checkWrites(writes: readonly StreamAppend[]): void {
  if (writes.length === 0) throw new Error('Nothing to append: no stream given');
  const streams = new Set<string>();
  for (const { streamId, events } of writes) {
    if (events.length === 0) throw new Error(`Nothing to append to stream ${streamId}`);
    if (streams.has(streamId)) throw new Error(`Stream ${streamId} appears twice in one append`);
    streams.add(streamId);
  }
}

function checkExpected(
  streamId: string,
  expected: ExpectedRevision,
  last: number | undefined,
): void {
  const actual = last === undefined ? 'no_stream' : BigInt(last);
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && actual === 'no_stream') ||
    (expected === 'stream_exists' && actual !== 'no_stream') ||
    (typeof expected === 'bigint' && actual === expected);
  if (!ok) throw new WrongExpectedRevisionError(streamId, expected, actual);
}

function toPosition(position: number | bigint): LogPosition {
  const value = BigInt(position);
  return { commit: value, prepare: value };
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

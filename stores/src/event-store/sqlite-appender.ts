/** The write half of the embedded event store: checks and inserts appends, a batch at a time. */
import {
  type ExpectedRevision,
  type LogPosition,
  type MultiStreamAppendResult,
  type StreamAppend,
  WrongExpectedRevisionError,
} from './event-store.port';
import type { AppendOutcome } from './group-commit';
import type { SqliteDatabase, Transaction } from './sqlite-schema';

type Writes = readonly StreamAppend[];

export interface AppendWritten {
  readonly result: MultiStreamAppendResult;
  /** False when every event was already stored (an idempotent retry). */
  readonly written: boolean;
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

type StoredIdRow = { stream_id: string; revision: number; position: number };

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
  };
}

export class SqliteAppender {
  private readonly statements: ReturnType<typeof prepareStatements>;
  private readonly appendTransaction: Transaction<(writes: Writes) => AppendWritten>;
  private readonly batchTransaction: Transaction<
    (appends: readonly Writes[]) => AppendOutcome<AppendWritten>[]
  >;

  constructor(db: SqliteDatabase) {
    this.statements = prepareStatements(db);
    this.appendTransaction = db.transaction((writes: Writes) => this.appendInTransaction(writes));
    // Inside this transaction each append is a nested transaction, which better-sqlite3 runs
    // as a savepoint: a refused append rolls back alone.
    this.batchTransaction = db.transaction((appends: readonly Writes[]) =>
      appends.map((writes): AppendOutcome<AppendWritten> => {
        try {
          return { ok: true, result: this.appendTransaction(writes) };
        } catch (error) {
          // Some failures (disk full, I/O error) roll back the whole transaction, not only the
          // savepoint: then the batch fails as one, or later appends would commit on their own.
          if (!db.inTransaction) throw error;
          return { ok: false, error: this.translateError(error, writes) };
        }
      }),
    );
  }

  /**
   * Writes the appends in one transaction, each all-or-nothing on its own. IMMEDIATE takes the
   * write lock before reading the streams' revisions, so a writer in another process cannot
   * slip in between the checks and the inserts. Throws only when the commit itself fails.
   */
  commitBatch(appends: readonly Writes[]): AppendOutcome<AppendWritten>[] {
    return this.batchTransaction.immediate(appends);
  }

  private appendInTransaction(writes: Writes): AppendWritten {
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
  private storedResult(writes: Writes): MultiStreamAppendResult {
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

  private translateError(error: unknown, writes: Writes): unknown {
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
}

function checkWrites(writes: Writes): void {
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

export function toPosition(position: number | bigint): LogPosition {
  const value = BigInt(position);
  return { commit: value, prepare: value };
}

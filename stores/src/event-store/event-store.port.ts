import type { EventMetadata } from '@morphic/contracts';

/**
 * A place in the global log. `commit`/`prepare` mirror KurrentDB's $all positions; the
 * embedded store uses its global sequence number for both. Positions order events totally.
 */
export interface LogPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

/** The revision a writer expects the stream to be at when it appends. */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

export interface EventToAppend {
  /** A UUID. Appending an event whose id the stream already holds writes nothing new. */
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
}

export interface RecordedEvent<TData = unknown> {
  readonly id: string;
  readonly type: string;
  readonly streamId: string;
  /** 0-based revision of the event within its stream. */
  readonly revision: bigint;
  readonly position: LogPosition;
  readonly data: TData;
  readonly metadata: EventMetadata;
  readonly recordedAt: Date;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  readonly nextRevision: bigint;
  /** Position of the last appended event (or of the already-stored one for a duplicate append). */
  readonly position: LogPosition;
}

/** One stream's part of a multi-stream append: its events and the revision the writer expects. */
export interface StreamAppend {
  readonly streamId: string;
  readonly events: readonly EventToAppend[];
  readonly expected: ExpectedRevision;
}

export interface MultiStreamAppendResult {
  /** For each stream, in the order given: the revision of its last event now. */
  readonly nextRevisions: readonly bigint[];
  /** Position of the batch's last event (or of the already-stored one for a duplicate append). */
  readonly position: LogPosition;
}

export interface ReadStreamOptions {
  readonly fromRevision?: bigint;
  readonly maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Omitted: from the start of the log. */
  readonly after?: LogPosition;
  readonly maxCount: number;
}

export interface SubscribeToAllOptions {
  /** Exclusive: deliver events strictly after this position. Omitted: from the start. */
  readonly after?: LogPosition;
}

/** A catch-up subscription that turns live with no gap and no duplicate. */
export interface AllSubscription extends AsyncIterable<RecordedEvent> {
  /** Ends the iteration; pending `next()` calls resolve with `done`. */
  close(): Promise<void>;
}

export interface EventStore {
  append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult>;
  /**
   * Appends to several streams all or nothing: each stream's expected revision is checked, and
   * if one is wrong (WrongExpectedRevisionError) no event of any stream is written. The events
   * enter the log in the order given, stream after stream, so a subscriber sees the whole batch
   * in order. Like `append`, a retry of a batch whose ids are all stored writes nothing and
   * returns the stored result. A stream may appear once per batch.
   */
  appendToStreams(writes: readonly StreamAppend[]): Promise<MultiStreamAppendResult>;
  /** All events of one stream in order; an empty array when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeToAll(options?: SubscribeToAllOptions): AllSubscription;
  /** Position of the newest event in the log, or null when the log is empty. */
  headPosition(): Promise<LogPosition | null>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(
      `Stream ${streamId} is at revision ${String(actual)}, the writer expected ${String(expected)}`,
    );
    this.name = 'WrongExpectedRevisionError';
  }
}

export function comparePositions(a: LogPosition, b: LogPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** Text form used in HTTP responses, checkpoints and logs: `<commit>` or `<commit>/<prepare>`. */
export function formatPosition(position: LogPosition): string {
  return position.commit === position.prepare
    ? position.commit.toString()
    : `${position.commit.toString()}/${position.prepare.toString()}`;
}

export function parsePosition(text: string): LogPosition {
  const match = /^(\d+)(?:\/(\d+))?$/.exec(text);
  if (!match?.[1]) throw new Error(`Not a log position: ${text}`);
  const commit = BigInt(match[1]);
  return { commit, prepare: match[2] ? BigInt(match[2]) : commit };
}

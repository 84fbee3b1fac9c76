import type { AllSubscription, LogPosition, RecordedEvent } from './event-store.port';

export interface SqliteAllSubscriptionSource {
  /** The next events strictly after `after` (from the start when undefined), in log order. */
  readBatch(after: LogPosition | undefined): RecordedEvent[];
  /** Calls `listener` once, after the next in-process append commits; returns an unsubscribe. */
  onNextAppend(listener: () => void): () => void;
  /** How often a waiting subscription re-reads, to see appends made by other processes. */
  readonly pollIntervalMs: number;
  /** Called once when the subscription closes. */
  onClose(subscription: SqliteAllSubscription): void;
}

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * Catch-up and live are the same loop: read the next batch after the last delivered position;
 * when the batch is empty, wait for an append (or the poll tick) and read again. Positions are
 * assigned in commit order by the single SQLite writer, so "strictly after the last delivered
 * position" can neither skip nor repeat an event, whenever the appends happen.
 */
export class SqliteAllSubscription
  implements AllSubscription, AsyncIterableIterator<RecordedEvent, undefined>
{
  private buffer: RecordedEvent[] = [];
  private index = 0;
  private cursor: LogPosition | undefined;
  private closed = false;
  private wake: (() => void) | null = null;
  /** The pull in progress; later `next()` calls queue behind it so events keep their order. */
  private pending: Promise<IteratorResult<RecordedEvent, undefined>> | null = null;

  constructor(
    private readonly source: SqliteAllSubscriptionSource,
    after: LogPosition | undefined,
  ) {
    this.cursor = after;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  next(): Promise<IteratorResult<RecordedEvent, undefined>> {
    if (this.pending === null) {
      const ready = this.take();
      if (ready) return Promise.resolve(ready);
    }
    const previous = this.pending ?? Promise.resolve(DONE);
    const result = previous.then(
      () => this.pull(),
      () => this.pull(),
    );
    this.pending = result;
    const clear = (): void => {
      if (this.pending === result) this.pending = null;
    };
    result.then(clear, clear);
    return result;
  }

  async return(): Promise<IteratorReturnResult<undefined>> {
    await this.close();
    return DONE;
  }

  close(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      this.buffer = [];
      this.index = 0;
      this.wake?.();
      this.source.onClose(this);
    }
    return Promise.resolve();
  }

  private take(): IteratorResult<RecordedEvent, undefined> | null {
    if (this.closed) return DONE;
    const event = this.buffer[this.index];
    if (event === undefined) return null;
    this.index += 1;
    return { done: false, value: event };
  }

  private async pull(): Promise<IteratorResult<RecordedEvent, undefined>> {
    let woken = false;
    for (;;) {
      const ready = this.take();
      if (ready) return ready;
      // One event-loop turn per batch, so a long catch-up never starves the process's I/O; but
      // not right after an append woke a subscriber waiting at the head: a live event is read
      // at once, since commands wait for the read models to hold it.
      if (!woken) await new Promise((resolve) => setImmediate(resolve));
      woken = false;
      if (this.closed) return DONE;
      // The read is synchronous and so is the wait registration after it: no in-process append
      // can commit in between, so an append after an empty read always finds the listener.
      const batch = this.source.readBatch(this.cursor);
      const last = batch[batch.length - 1];
      if (last === undefined) {
        await this.waitForAppend();
        woken = true;
        continue;
      }
      this.buffer = batch;
      this.index = 0;
      this.cursor = last.position;
    }
  }

  private waitForAppend(): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        unsubscribe();
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, this.source.pollIntervalMs);
      const unsubscribe = this.source.onNextAppend(done);
      this.wake = done;
    });
  }
}

import { type AllStreamResolvedEvent, type AllStreamSubscription } from '@kurrent/kurrentdb-client';
import {
  type AllSubscription,
  comparePositions,
  type LogPosition,
  type RecordedEvent,
} from './event-store.port';
import { fromResolvedEvent, isSystemEvent } from './kurrent-mapping';

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * Adapts the client's catch-up subscription (a Readable that turns live by itself on the server,
 * without gap or duplicate) to our AllSubscription: maps events, drops system events and anything
 * at or before the start position, and ends pending reads on close.
 */
export class KurrentAllSubscription
  implements AllSubscription, AsyncIterableIterator<RecordedEvent, undefined>
{
  private readonly events: AsyncIterator<AllStreamResolvedEvent>;
  private closed = false;
  /** Resolves when closed, rejects when the server subscription fails. */
  private readonly stopped: Promise<IteratorReturnResult<undefined>>;
  private signalClosed: () => void = () => undefined;

  constructor(
    private readonly inner: AllStreamSubscription,
    private readonly after: LogPosition | undefined,
    private readonly onClose: (subscription: KurrentAllSubscription) => void,
  ) {
    this.events = inner[Symbol.asyncIterator]();
    this.stopped = new Promise((resolve, reject) => {
      this.signalClosed = () => resolve(DONE);
      // The client emits errors itself, possibly before anyone iterates: keep them for next().
      inner.on('error', reject);
    });
    this.stopped.catch(() => undefined);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  async next(): Promise<IteratorResult<RecordedEvent, undefined>> {
    for (;;) {
      if (this.closed) return DONE;
      const pending = this.events.next();
      // If close wins the race below, a later failure of this read must not go unhandled.
      pending.catch(() => undefined);
      const result = await Promise.race([pending, this.stopped]);
      if (result.done === true) {
        await this.close();
        return DONE;
      }
      const event = fromResolvedEvent(result.value);
      if (event === null || isSystemEvent(event)) continue;
      if (this.after !== undefined && comparePositions(event.position, this.after) <= 0) continue;
      return { done: false, value: event };
    }
  }

  async return(): Promise<IteratorReturnResult<undefined>> {
    await this.close();
    return DONE;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.signalClosed();
    this.onClose(this);
    // A subscription whose connection already failed has nothing left to cancel.
    await this.inner.unsubscribe().catch(() => undefined);
  }
}

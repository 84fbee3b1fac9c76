import {
  comparePositions,
  formatPosition,
  type AllSubscription,
  type EventStore,
  type LogPosition,
  type RecordedEvent,
} from '@morphic/stores';
import { LogProgress } from './log-progress';
import type { RuntimeLogger } from './logger';

export type ConsumerState = 'catching_up' | 'live' | 'failed' | 'stopped';

export interface ConsumerStatus {
  readonly name: string;
  /** The last event handled; null before the first. */
  readonly position: LogPosition | null;
  readonly state: ConsumerState;
  readonly error: string | null;
}

export interface LogConsumerOptions {
  /** Names the consumer in logs and statuses. */
  readonly name: string;
  readonly eventStore: EventStore;
  readonly logger: RuntimeLogger;
  /**
   * Handles one event, in log order. If it throws (after the retries), the consumer stops at
   * that event: it shows as failed, and the event is handled again after a restart. `signal`
   * aborts when the consumer stops: a handler waiting on something gives up then.
   */
  readonly handle: (recorded: RecordedEvent, signal: AbortSignal) => Promise<void>;
  /** Waits before handling an event again after a failure; empty (default): no retry. */
  readonly retryDelaysMs?: readonly number[];
  /** How long to wait before resubscribing after the subscription failed or ended. Default 1000. */
  readonly resubscribeDelayMs?: number;
}

/**
 * The one way the platform reads the log: subscribe to $all after a position, catch up, go live
 * with no gap and no duplicate, and handle each event in order. A subscription that fails or
 * ends is opened again after the last handled event; a handler that fails stops the consumer
 * at that event, so nothing is ever skipped. Projections, reactors and the push relay are all
 * consumers; each keeps its checkpoint where it belongs.
 */
export class LogConsumer {
  /** How far the consumer has handled the log. */
  readonly progress = new LogProgress();
  private state: ConsumerState = 'stopped';
  private error: string | null = null;
  private headAtStart: LogPosition | null = null;
  private subscription: AllSubscription | null = null;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wakeFromPause: (() => void) | null = null;
  private caughtUpWaiters: (() => void)[] = [];
  private stopped = new AbortController();

  constructor(private readonly options: LogConsumerOptions) {}

  get name(): string {
    return this.options.name;
  }

  get position(): LogPosition | null {
    return this.progress.position;
  }

  get caughtUp(): boolean {
    return this.state === 'live';
  }

  get failed(): boolean {
    return this.state === 'failed';
  }

  /** The head of the log when the consumer started: it is caught up once past it. */
  get headAtStartPosition(): LogPosition | null {
    return this.headAtStart;
  }

  /** Starts after `after` (from the start of the log when null). */
  async start(after: LogPosition | null): Promise<void> {
    this.stopping = false;
    this.stopped = new AbortController();
    this.error = null;
    this.state = 'catching_up';
    if (after) this.progress.advance(after);
    this.headAtStart = await this.options.eventStore.headPosition();
    this.markCaughtUpIfPast(after);
    this.loop = this.run();
  }

  /** Resolves once the consumer has passed the head of the log as it was at start. */
  whenCaughtUp(): Promise<void> {
    if (this.caughtUp || this.failed) return Promise.resolve();
    return new Promise((resolve) => this.caughtUpWaiters.push(resolve));
  }

  status(): ConsumerStatus {
    return { name: this.name, position: this.position, state: this.state, error: this.error };
  }

  /** Stops after the event in hand. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.stopped.abort();
    this.wakeFromPause?.();
    await this.subscription?.close();
    await this.loop;
    if (this.state !== 'failed') this.state = 'stopped';
    this.progress.release();
    this.resolveCaughtUpWaiters();
  }

  private async run(): Promise<void> {
    while (!this.stopping && !this.failed) {
      const after = this.position;
      const subscription = this.options.eventStore.subscribeToAll(after ? { after } : {});
      this.subscription = subscription;
      let cause = 'ended by itself';
      let failure: unknown = undefined;
      try {
        for await (const recorded of subscription) {
          if (!(await this.handleWithRetries(recorded))) break;
          this.progress.advance(recorded.position);
          this.markCaughtUpIfPast(recorded.position);
        }
      } catch (error) {
        failure = error;
        cause = `failed: ${error instanceof Error ? error.message : String(error)}`;
      }
      await subscription.close().catch(() => undefined);
      if (this.stopping || this.failed) return;
      this.options.logger.error(
        { consumer: this.name, err: failure, position: this.formattedPosition() },
        `${this.name}: the $all subscription ${cause}; resubscribing after the last handled event`,
      );
      await this.pause(this.options.resubscribeDelayMs ?? 1000);
    }
  }

  /** False when the event was not handled: the handler failed for good, or the consumer stops. */
  private async handleWithRetries(recorded: RecordedEvent): Promise<boolean> {
    const delays = this.options.retryDelaysMs ?? [];
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.options.handle(recorded, this.stopped.signal);
        return true;
      } catch (error) {
        // Stopped meanwhile: the event is handled again after the restart.
        if (this.stopping) return false;
        const delay = delays[attempt];
        if (delay === undefined) {
          this.fail(recorded, error);
          return false;
        }
        this.options.logger.warn(
          { consumer: this.name, eventId: recorded.id, err: error },
          `${this.name}: handling event ${recorded.id} (${recorded.type}) failed; trying again in ${String(delay)} ms`,
        );
        await this.pause(delay);
        if (this.stopping) return false;
      }
    }
  }

  private fail(recorded: RecordedEvent, error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    const position = formatPosition(recorded.position);
    this.state = 'failed';
    this.error = `Stopped at event ${recorded.id} (${recorded.type}) at position ${position}: ${message}`;
    this.options.logger.error(
      {
        consumer: this.name,
        eventId: recorded.id,
        eventType: recorded.type,
        streamId: recorded.streamId,
        position,
        err: error,
      },
      `${this.name} stopped at event ${recorded.id} (${recorded.type}, stream ${recorded.streamId}) at position ${position}: ${message}. It resumes from its checkpoint after a restart.`,
    );
    this.progress.release();
    this.resolveCaughtUpWaiters();
  }

  private markCaughtUpIfPast(position: LogPosition | null): void {
    if (this.state !== 'catching_up') return;
    const head = this.headAtStart;
    if (head && (position === null || comparePositions(position, head) < 0)) return;
    this.state = 'live';
    this.resolveCaughtUpWaiters();
  }

  private resolveCaughtUpWaiters(): void {
    for (const resolve of this.caughtUpWaiters) resolve();
    this.caughtUpWaiters = [];
  }

  private formattedPosition(): string | null {
    return this.position ? formatPosition(this.position) : null;
  }

  /** Waits, unless stop() is called before or meanwhile. */
  private pause(ms: number): Promise<void> {
    if (this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wakeFromPause = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeFromPause = done;
    });
  }
}

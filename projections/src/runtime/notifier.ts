import { comparePositions, type LogPosition, type RecordedEvent } from '@morphic/stores';
import type { ProjectedEvent, Projection } from './projection';

interface Waiter {
  readonly target: LogPosition;
  readonly resolve: (reached: boolean) => void;
  readonly timer: NodeJS.Timeout;
}

/**
 * How far the read models have got in the log. Commands wait on it before answering
 * (read-your-writes); pushes are sent only for events it has passed.
 */
export class ProjectionProgress {
  private current: LogPosition | null = null;
  private waiters: Waiter[] = [];

  get position(): LogPosition | null {
    return this.current;
  }

  hasReached(target: LogPosition): boolean {
    return this.current !== null && comparePositions(this.current, target) >= 0;
  }

  /** Moves forward only; waiters whose target is reached resolve `true`. */
  advance(position: LogPosition): void {
    if (this.current && comparePositions(position, this.current) <= 0) return;
    this.current = position;
    const still: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (this.hasReached(waiter.target)) {
        clearTimeout(waiter.timer);
        waiter.resolve(true);
      } else {
        still.push(waiter);
      }
    }
    this.waiters = still;
  }

  /** Resolves `true` once the read models include `target`, `false` after `timeoutMs`. */
  waitFor(target: LogPosition, timeoutMs: number): Promise<boolean> {
    if (this.hasReached(target)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        target,
        resolve,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs).unref(),
      };
      this.waiters.push(waiter);
    });
  }
}

/** An event every projection that handles it has applied, with those projections. */
export interface AppliedEvent {
  readonly recorded: RecordedEvent;
  readonly event: ProjectedEvent;
  readonly appliedBy: readonly Projection[];
}

export type AppliedListener = (applied: AppliedEvent) => void;

/** Tells listeners (the realtime push relay) about each event once the read models hold it. */
export class ProjectionNotifier {
  private readonly listeners = new Set<AppliedListener>();

  onApplied(listener: AppliedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Runs `handle` for each applied event, one at a time in log order: the next event waits until
   * the previous one is handled. A failure goes to `onError` and the next event still runs.
   * The returned stop function resolves once the event in hand is done.
   */
  followInOrder(
    handle: (applied: AppliedEvent) => Promise<void>,
    onError: (error: unknown, applied: AppliedEvent) => void,
  ): () => Promise<void> {
    let queue: Promise<void> = Promise.resolve();
    const unsubscribe = this.onApplied((applied) => {
      queue = queue.then(() => handle(applied)).catch((error: unknown) => onError(error, applied));
    });
    return () => {
      unsubscribe();
      return queue;
    };
  }

  /** Calls every listener, even when one throws; then throws the first error, if any. */
  notify(applied: AppliedEvent): void {
    const errors: unknown[] = [];
    for (const listener of this.listeners) {
      try {
        listener(applied);
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length === 1) throw errors[0];
    if (errors.length > 1) throw new AggregateError(errors, 'Several listeners failed');
  }
}

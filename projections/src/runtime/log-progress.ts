import { comparePositions, type LogPosition } from '@morphic/stores';

interface Waiter {
  readonly target: LogPosition;
  readonly resolve: (reached: boolean) => void;
  readonly timer: NodeJS.Timeout | null;
}

/** How far a reader of the log has got; others wait on it reaching a position. */
export class LogProgress {
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
      if (this.hasReached(waiter.target)) this.settle(waiter, true);
      else still.push(waiter);
    }
    this.waiters = still;
  }

  /**
   * Resolves `true` once the reader includes `target`; `false` after `timeoutMs` (when given),
   * when `signal` aborts, or when the reader gives up (`release`).
   */
  waitFor(target: LogPosition, timeoutMs?: number, signal?: AbortSignal): Promise<boolean> {
    if (this.hasReached(target)) return Promise.resolve(true);
    if (signal?.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const giveUp = (): void => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        this.settle(waiter, false);
      };
      const waiter: Waiter = {
        target,
        resolve: (reached) => {
          signal?.removeEventListener('abort', giveUp);
          resolve(reached);
        },
        timer: timeoutMs === undefined ? null : setTimeout(giveUp, timeoutMs).unref(),
      };
      signal?.addEventListener('abort', giveUp, { once: true });
      this.waiters.push(waiter);
    });
  }

  /** Resolves every waiter `false`: the reader stopped or failed and will not get there. */
  release(): void {
    for (const waiter of this.waiters) this.settle(waiter, false);
    this.waiters = [];
  }

  private settle(waiter: Waiter, reached: boolean): void {
    if (waiter.timer) clearTimeout(waiter.timer);
    waiter.resolve(reached);
  }
}

/**
 * How far the read models have got in the log. Commands wait on it before answering
 * (read-your-writes); pushes and reactors that read read models follow it.
 */
export class ProjectionProgress extends LogProgress {}

/**
 * Waits for one message to reach `expected` distinct receivers (sockets, by index) and
 * resolves with the `performance.now()` of the last arrival; rejects after `timeoutMs`.
 */
export class Arrivals {
  readonly done: Promise<number>;
  private readonly seen = new Set<number>();
  private resolve: (lastAt: number) => void = () => undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly expected: number,
    timeoutMs: number,
    what: string,
  ) {
    this.done = new Promise<number>((resolve, reject) => {
      this.resolve = resolve;
      this.timer = setTimeout(
        () => reject(new Error(`${what}: ${this.seen.size}/${expected} receivers got it`)),
        timeoutMs,
      );
    });
    // Whoever awaits `done` sees the timeout; nobody awaiting it must not crash the process.
    this.done.catch(() => undefined);
  }

  /** Stops waiting (the round ended some other way). */
  cancel(): void {
    clearTimeout(this.timer);
  }

  arrive(receiver: number, at: number): void {
    if (this.seen.has(receiver)) return;
    this.seen.add(receiver);
    if (this.seen.size === this.expected) {
      clearTimeout(this.timer);
      this.resolve(at);
    }
  }
}

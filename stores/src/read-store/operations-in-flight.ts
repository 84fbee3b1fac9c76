/** Counts the operations running per key, and tells when a key has none left. */
export class OperationsInFlight {
  private readonly counts = new Map<string, number>();
  private readonly waiters = new Map<string, (() => void)[]>();

  /** Runs `operation` counted under `key`; the count is taken before `operation` starts. */
  async during<R>(key: string, operation: () => Promise<R>): Promise<R> {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    try {
      return await operation();
    } finally {
      const left = (this.counts.get(key) ?? 1) - 1;
      if (left > 0) {
        this.counts.set(key, left);
      } else {
        this.counts.delete(key);
        const waiting = this.waiters.get(key) ?? [];
        this.waiters.delete(key);
        for (const wake of waiting) wake();
      }
    }
  }

  /** Resolves once no operation under `key` is running (at once if none is). */
  whenIdle(key: string): Promise<void> {
    if (!this.counts.has(key)) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiters.set(key, [...(this.waiters.get(key) ?? []), resolve]);
    });
  }
}

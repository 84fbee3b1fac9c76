/**
 * Runs tasks one at a time per key, in the order they arrive; tasks of different keys run side
 * by side. A task waits for the one before it at most `maxWaitMs`: a task that ran another of
 * its own key inside it would otherwise wait for itself. A key's queue is forgotten once empty.
 */
export class OneAtATime {
  private readonly tails = new Map<string, Promise<unknown>>();

  constructor(private readonly maxWaitMs: number) {}

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key);
    const current = (previous ? this.atMost(previous) : Promise.resolve()).then(task);
    const tail = current.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  private atMost(previous: Promise<unknown>): Promise<unknown> {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise((resolve) => (timer = setTimeout(resolve, this.maxWaitMs)));
    return Promise.race([previous, waited]).finally(() => clearTimeout(timer));
  }
}

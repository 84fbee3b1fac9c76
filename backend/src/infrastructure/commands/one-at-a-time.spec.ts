import { OneAtATime } from './one-at-a-time';

describe('OneAtATime', () => {
  it('runs the tasks of one key one after another, in order, even when one fails', async () => {
    const queue = new OneAtATime(1_000);
    const seen: string[] = [];
    let running = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        running += 1;
        expect(running).toBe(1);
        await new Promise((resolve) => setImmediate(resolve));
        seen.push(name);
        running -= 1;
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      queue.run('k', task('a')),
      queue.run('k', task('b', true)),
      queue.run('k', task('c')),
    ]);
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('runs tasks of different keys side by side', async () => {
    const queue = new OneAtATime(1_000);
    let release: () => void = () => undefined;
    const blocked = queue.run('a', () => new Promise<void>((resolve) => (release = resolve)));
    await expect(queue.run('b', () => Promise.resolve('b'))).resolves.toBe('b');
    release();
    await blocked;
  });

  it('does not wait longer than it may for the task before: a nested task of the key runs', async () => {
    const queue = new OneAtATime(10);
    const nested = await queue.run('k', () => queue.run('k', () => Promise.resolve('inner')));
    expect(nested).toBe('inner');
  });
});

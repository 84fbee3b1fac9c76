import { LogProgress } from './log-progress';

const at = (n: number) => ({ commit: BigInt(n), prepare: BigInt(n) });

describe('LogProgress', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves a wait once the position is reached, not before', async () => {
    const progress = new LogProgress();
    let result: boolean | null = null;
    const waiting = progress.waitFor(at(3), 10_000).then((reached) => (result = reached));

    progress.advance(at(2));
    await Promise.resolve();
    expect(result).toBeNull();
    expect(progress.hasReached(at(3))).toBe(false);

    progress.advance(at(4));
    await waiting;
    expect(result).toBe(true);
  });

  it('answers at once for a position already reached', async () => {
    const progress = new LogProgress();
    progress.advance(at(5));

    await expect(progress.waitFor(at(5), 0)).resolves.toBe(true);
    await expect(progress.waitFor(at(1), 0)).resolves.toBe(true);
  });

  it('returns false when the position is not reached in time', async () => {
    jest.useFakeTimers();
    const progress = new LogProgress();
    const waiting = progress.waitFor(at(7), 500);

    jest.advanceTimersByTime(499);
    progress.advance(at(6));
    jest.advanceTimersByTime(1);

    await expect(waiting).resolves.toBe(false);
    progress.advance(at(7)); // a late advance no longer concerns the timed-out waiter
    expect(progress.position).toEqual(at(7));
  });

  it('never moves backwards', () => {
    const progress = new LogProgress();
    expect(progress.position).toBeNull();
    progress.advance(at(9));
    progress.advance(at(4));
    expect(progress.position).toEqual(at(9));
    expect(progress.hasReached(at(9))).toBe(true);
    expect(progress.hasReached(at(10))).toBe(false);
  });

  it('gives up on a wait when the signal aborts, or when the reader is released', async () => {
    const progress = new LogProgress();
    const stop = new AbortController();
    const aborted = progress.waitFor(at(3), undefined, stop.signal);
    const released = progress.waitFor(at(3));
    stop.abort();
    await expect(aborted).resolves.toBe(false);
    progress.release();
    await expect(released).resolves.toBe(false);
    await expect(progress.waitFor(at(3), undefined, stop.signal)).resolves.toBe(false);
  });
});

import { ProjectionNotifier, type AppliedEvent } from './notifier';

/** A stand-in applied event: the follower only hands it on. */
const applied = (label: string) => ({ label }) as unknown as AppliedEvent;
const labelOf = (event: AppliedEvent) => (event as unknown as { label: string }).label;

describe('ProjectionNotifier.followInOrder', () => {
  it('handles events one at a time in the order they were applied', async () => {
    const notifier = new ProjectionNotifier();
    const log: string[] = [];
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const stop = notifier.followInOrder(async (event) => {
      log.push(`start ${labelOf(event)}`);
      if (labelOf(event) === 'a') await firstHeld;
      log.push(`end ${labelOf(event)}`);
    }, jest.fn());

    notifier.notify(applied('a'));
    notifier.notify(applied('b'));
    await Promise.resolve();
    expect(log).toEqual(['start a']);
    releaseFirst();
    await stop();
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('reports a failure and goes on with the next event', async () => {
    const notifier = new ProjectionNotifier();
    const handled: string[] = [];
    const failures: string[] = [];
    const stop = notifier.followInOrder(
      async (event) => {
        if (labelOf(event) === 'bad') throw new Error('boom');
        handled.push(labelOf(event));
      },
      (error, event) => failures.push(`${labelOf(event)}: ${(error as Error).message}`),
    );
    notifier.notify(applied('bad'));
    notifier.notify(applied('good'));
    await stop();
    expect(failures).toEqual(['bad: boom']);
    expect(handled).toEqual(['good']);
  });

  it('stops following once stopped', async () => {
    const notifier = new ProjectionNotifier();
    const handle = jest.fn(() => Promise.resolve());
    await notifier.followInOrder(handle, jest.fn())();
    notifier.notify(applied('late'));
    expect(handle).not.toHaveBeenCalled();
  });
});

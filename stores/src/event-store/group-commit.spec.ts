import { type AppendOutcome, GroupCommit } from './group-commit';

describe('GroupCommit', () => {
  it('commits the appends asked for in one turn of the event loop as one batch, in order', async () => {
    const batches: number[][] = [];
    const group = new GroupCommit<number, string>((inputs) => {
      batches.push([...inputs]);
      return inputs.map((input) => ({ ok: true, result: `done ${String(input)}` }));
    });

    const first = await Promise.all([group.submit(1), group.submit(2), group.submit(3)]);
    const second = await group.submit(4);

    expect(first).toEqual(['done 1', 'done 2', 'done 3']);
    expect(second).toBe('done 4');
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('settles each append with its own outcome', async () => {
    const group = new GroupCommit<number, number>((inputs) =>
      inputs.map((input): AppendOutcome<number> =>
        input % 2 === 0
          ? { ok: true, result: input }
          : { ok: false, error: new Error(`odd ${String(input)}`) },
      ),
    );

    const outcomes = await Promise.allSettled([group.submit(1), group.submit(2)]);

    expect(outcomes).toEqual([
      { status: 'rejected', reason: new Error('odd 1') },
      { status: 'fulfilled', value: 2 },
    ]);
  });

  it('fails every append of a batch whose transaction fails, and keeps serving later ones', async () => {
    let failNext = true;
    const group = new GroupCommit<number, number>((inputs) => {
      if (failNext) {
        failNext = false;
        throw new Error('disk full');
      }
      return inputs.map((input) => ({ ok: true, result: input }));
    });

    const failed = await Promise.allSettled([group.submit(1), group.submit(2)]);
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    await expect(group.submit(3)).resolves.toBe(3);
  });

  it('commits what is waiting at once when drained, and nothing twice', async () => {
    const batches: number[][] = [];
    const group = new GroupCommit<number, number>((inputs) => {
      batches.push([...inputs]);
      return inputs.map((input) => ({ ok: true, result: input }));
    });

    const waiting = group.submit(1);
    group.drain();
    expect(batches).toEqual([[1]]);
    await expect(waiting).resolves.toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1]]);
  });
});

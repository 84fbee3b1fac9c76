/**
 * Group commit: the appends asked for during one turn of the event loop are written together,
 * in one transaction and so one fsync, instead of one fsync each. Every append keeps its own
 * outcome: `commitBatch` runs each in its own savepoint, so a refused one (a wrong expected
 * revision) is rolled back alone and the others still commit. Each caller's promise settles
 * only after the whole batch has committed, so a resolved append is on disk.
 */
export type AppendOutcome<TResult> =
  { readonly ok: true; readonly result: TResult } | { readonly ok: false; readonly error: unknown };

interface PendingAppend<TInput, TResult> {
  readonly input: TInput;
  readonly resolve: (result: TResult) => void;
  readonly reject: (error: unknown) => void;
}

export class GroupCommit<TInput, TResult> {
  private pending: PendingAppend<TInput, TResult>[] = [];

  /**
   * @param commitBatch writes the inputs in one transaction and returns one outcome per input,
   * in order; it throws only when the transaction as a whole fails (then every append fails).
   */
  constructor(
    private readonly commitBatch: (inputs: readonly TInput[]) => AppendOutcome<TResult>[],
  ) {}

  submit(input: TInput): Promise<TResult> {
    return new Promise<TResult>((resolve, reject) => {
      this.pending.push({ input, resolve, reject });
      // setImmediate, not a microtask: it runs after the poll phase, so the appends of every
      // request handled in this turn of the loop join the batch.
      if (this.pending.length === 1) setImmediate(() => this.flush());
    });
  }

  /** Commits what is waiting now instead of at the end of this turn (before closing). */
  drain(): void {
    this.flush();
  }

  private flush(): void {
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    let outcomes: AppendOutcome<TResult>[];
    try {
      outcomes = this.commitBatch(batch.map(({ input }) => input));
    } catch (error) {
      for (const append of batch) append.reject(error);
      return;
    }
    batch.forEach((append, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) append.resolve(outcome.result);
      else append.reject(outcome ? outcome.error : new Error('The batch lost an append'));
    });
  }
}

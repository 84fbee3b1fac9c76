/** One line of the printed table and of the JSON file. */
export interface BenchRow {
  readonly name: string;
  readonly metric: string;
  readonly value: number;
  readonly unit: string;
  readonly notes?: string;
}

/** What one benchmark hands back to the runner. */
export interface BenchOutcome {
  readonly rows: readonly BenchRow[];
  /** Anything worth keeping in the JSON beyond the table (parameters, raw counts). */
  readonly details?: Record<string, unknown>;
}

export interface Benchmark {
  readonly name: string;
  run(): Promise<BenchOutcome>;
}

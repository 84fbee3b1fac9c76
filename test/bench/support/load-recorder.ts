import type { HttpAnswer } from './http';
import { summarize, type Summary } from './stats';

/** What became of one request under load. */
export type Outcome = 'ok' | 'race' | 'error';

export interface KindReport {
  readonly kind: string;
  readonly query: boolean;
  readonly ok: number;
  readonly races: number;
  readonly errors: number;
  /** Round trips of the 2xx answers. */
  readonly latency: Summary;
}

export interface ErrorSample {
  readonly kind: string;
  readonly status: number;
  readonly body: string;
}

const KEPT_ERRORS = 10;

interface KindEntry {
  readonly query: boolean;
  readonly ok: number[];
  races: number;
  errors: number;
}

/**
 * Counts answers per kind of request: 2xx, expected race answers (two people went for the
 * same thing and the loser was told so), and errors (anything else, network failures too).
 */
export class LoadRecorder {
  private readonly kinds = new Map<string, KindEntry>();
  readonly errorSamples: ErrorSample[] = [];

  record<T>(
    kind: string,
    answer: HttpAnswer<T>,
    options: { query?: boolean; isRace?: (answer: HttpAnswer<T>) => boolean } = {},
  ): Outcome {
    const entry = this.entry(kind, options.query ?? false);
    if (answer.status >= 200 && answer.status < 300) {
      entry.ok.push(answer.ms);
      return 'ok';
    }
    if (options.isRace?.(answer)) {
      entry.races += 1;
      return 'race';
    }
    this.recordError(entry, kind, answer.status, JSON.stringify(answer.body));
    return 'error';
  }

  /** A request that got no answer at all. */
  recordFailure(kind: string, error: unknown, query = false): void {
    const message = error instanceof Error ? error.message : String(error);
    this.recordError(this.entry(kind, query), kind, 0, message);
  }

  reports(): KindReport[] {
    return [...this.kinds].map(([kind, entry]) => ({
      kind,
      query: entry.query,
      ok: entry.ok.length,
      races: entry.races,
      errors: entry.errors,
      latency: summarize(entry.ok),
    }));
  }

  /** Round trips of every 2xx command (queries left out). */
  commandLatency(): Summary {
    return summarize(
      [...this.kinds.values()].filter((entry) => !entry.query).flatMap((entry) => entry.ok),
    );
  }

  get errors(): number {
    return [...this.kinds.values()].reduce((sum, entry) => sum + entry.errors, 0);
  }

  private recordError(entry: KindEntry, kind: string, status: number, body: string): void {
    entry.errors += 1;
    if (this.errorSamples.length < KEPT_ERRORS) this.errorSamples.push({ kind, status, body });
  }

  private entry(kind: string, query: boolean): KindEntry {
    let entry = this.kinds.get(kind);
    if (!entry) {
      entry = { query, ok: [], races: 0, errors: 0 };
      this.kinds.set(kind, entry);
    }
    return entry;
  }
}

import type { LogPosition } from '@morphic/stores';

export interface CatchUpProgress {
  readonly events: number;
  readonly eventsPerSecond: number;
  /** Share of the way from the start position to the head, 0..1. */
  readonly fraction: number;
  readonly etaSeconds: number | null;
}

/** Measures a replay of the log: events done, rate, and time left by position. */
export class ProgressMeter {
  private readonly startedAt = Date.now();
  private events = 0;

  constructor(
    private readonly from: LogPosition | null,
    private readonly head: LogPosition | null,
  ) {}

  record(position: LogPosition): CatchUpProgress {
    this.events += 1;
    return this.snapshot(position);
  }

  snapshot(position: LogPosition | null): CatchUpProgress {
    const elapsed = Math.max((Date.now() - this.startedAt) / 1000, 0.001);
    const eventsPerSecond = this.events / elapsed;
    const fraction = this.fractionAt(position);
    const etaSeconds =
      fraction > 0 && fraction < 1
        ? (elapsed / fraction) * (1 - fraction)
        : fraction >= 1
          ? 0
          : null;
    return { events: this.events, eventsPerSecond, fraction, etaSeconds };
  }

  private fractionAt(position: LogPosition | null): number {
    if (!this.head) return 1;
    if (!position) return 0;
    const start = this.from?.commit ?? 0n;
    const span = this.head.commit - start;
    if (span <= 0n) return 1;
    const done = position.commit - start;
    return Math.min(Number(done) / Number(span), 1);
  }
}

export function formatProgress(progress: CatchUpProgress): string {
  const percent = (progress.fraction * 100).toFixed(1);
  const rate = Math.round(progress.eventsPerSecond).toLocaleString('en-GB');
  const eta = progress.etaSeconds === null ? '?' : `${progress.etaSeconds.toFixed(1)}s`;
  return `${progress.events.toLocaleString('en-GB')} events (${percent}%), ${rate} events/s, ETA ${eta}`;
}

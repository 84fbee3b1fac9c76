import type { LogPosition } from '@morphic/stores';
import { ProgressMeter, formatProgress } from './progress-meter';

const at = (commit: number): LogPosition => ({ commit: BigInt(commit), prepare: BigInt(commit) });

describe('ProgressMeter', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-03-01T09:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  it('measures events, rate, share of the way to the head and time left', () => {
    const meter = new ProgressMeter(null, at(400));
    for (let position = 1; position <= 99; position += 1) meter.record(at(position));
    jest.advanceTimersByTime(2_000);

    expect(meter.record(at(100))).toEqual({
      events: 100,
      eventsPerSecond: 50,
      fraction: 0.25,
      etaSeconds: 6,
    });
  });

  it('counts the share from the start position, not from the beginning of the log', () => {
    const meter = new ProgressMeter(at(1_000), at(1_100));
    jest.advanceTimersByTime(4_000);

    const progress = meter.record(at(1_080));

    expect(progress).toEqual({
      events: 1,
      eventsPerSecond: 0.25,
      fraction: 0.8,
      etaSeconds: expect.any(Number),
    });
    expect(progress.etaSeconds).toBeCloseTo(1, 9);
  });

  it('is done, with no time left, at or past the head', () => {
    const meter = new ProgressMeter(null, at(10));
    jest.advanceTimersByTime(1_000);

    expect(meter.record(at(10))).toMatchObject({ fraction: 1, etaSeconds: 0 });
    expect(meter.snapshot(at(12))).toMatchObject({ fraction: 1, etaSeconds: 0 });
  });

  it('knows no time left before the first event', () => {
    const meter = new ProgressMeter(null, at(10));

    expect(meter.snapshot(null)).toEqual({
      events: 0,
      eventsPerSecond: 0,
      fraction: 0,
      etaSeconds: null,
    });
  });

  it('is done at once when there is nothing to replay', () => {
    expect(new ProgressMeter(null, null).snapshot(null)).toMatchObject({
      fraction: 1,
      etaSeconds: 0,
    });
    expect(new ProgressMeter(at(5), at(5)).snapshot(at(5))).toMatchObject({
      fraction: 1,
      etaSeconds: 0,
    });
  });

  it('does not divide by zero in the first millisecond', () => {
    const meter = new ProgressMeter(null, at(1_000));

    const progress = meter.record(at(1));

    expect(Number.isFinite(progress.eventsPerSecond)).toBe(true);
    expect(progress.eventsPerSecond).toBe(1_000);
    expect(Number.isFinite(progress.etaSeconds)).toBe(true);
  });

  it('measures KurrentDB-style positions, where commit is a byte offset', () => {
    const meter = new ProgressMeter(
      { commit: 1_000_000n, prepare: 999_990n },
      { commit: 3_000_000n, prepare: 2_999_990n },
    );
    jest.advanceTimersByTime(1_000);

    expect(meter.record({ commit: 1_500_000n, prepare: 1_499_990n })).toMatchObject({
      fraction: 0.25,
      etaSeconds: 3,
    });
  });
});

describe('formatProgress', () => {
  it('prints events, percentage, rate and ETA', () => {
    expect(
      formatProgress({ events: 12_345, eventsPerSecond: 6_172.6, fraction: 0.25, etaSeconds: 6 }),
    ).toBe('12,345 events (25.0%), 6,173 events/s, ETA 6.0s');
  });

  it('prints an unknown ETA as ?', () => {
    expect(formatProgress({ events: 0, eventsPerSecond: 0, fraction: 0, etaSeconds: null })).toBe(
      '0 events (0.0%), 0 events/s, ETA ?',
    );
  });
});

import { activitySeries } from './activity-series';

describe('activitySeries', () => {
  const now = new Date(2026, 4, 10, 15, 30);
  const at = (day: number, hour: number) => new Date(2026, 4, day, hour, 10).toISOString();
  const activity = [
    { taken_at: at(10, 9), submitted_at: at(10, 14), validated_at: null },
    { taken_at: at(8, 9), submitted_at: at(9, 9), validated_at: at(10, 15) },
    { taken_at: at(1, 9), submitted_at: null, validated_at: null },
  ];

  it('counts per day over 7D, the last day holding now, older events left out', () => {
    const series = activitySeries(activity, '7D', now);

    expect(series).toHaveLength(7);
    expect(series.map((point) => [point.taken, point.submitted, point.validated])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [1, 0, 0],
      [0, 1, 0],
      [1, 1, 1],
    ]);
  });

  it('keeps the 30D window’s older event, and counts per hour over 24H', () => {
    expect(activitySeries(activity, '30D', now).reduce((sum, p) => sum + p.taken, 0)).toBe(3);
    const hours = activitySeries(activity, '24H', now);
    expect(hours).toHaveLength(24);
    expect(hours.at(-1)).toMatchObject({ taken: 0, submitted: 0, validated: 1 });
    expect(hours.at(-2)).toMatchObject({ submitted: 1 });
    expect(hours.at(-7)).toMatchObject({ taken: 1 });
  });
});

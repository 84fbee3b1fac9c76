import { assignmentThroughput } from './throughput';

describe('assignmentThroughput', () => {
  const now = new Date('2026-03-10T15:20:00.000Z');

  it('counts taken, submitted and decided in hour and day buckets ending with the current one', () => {
    const { hourly, daily } = assignmentThroughput(
      [
        {
          created_at: '2026-03-10T15:01:00.000Z',
          submitted_at: '2026-03-10T15:10:00.000Z',
          validated_at: null,
        },
        {
          created_at: '2026-03-10T13:59:59.000Z',
          submitted_at: '2026-03-10T14:00:00.000Z',
          validated_at: '2026-03-10T15:19:00.000Z',
        },
        {
          created_at: '2026-03-01T09:00:00.000Z',
          submitted_at: '2026-03-02T09:00:00.000Z',
          validated_at: '2026-03-09T23:59:00.000Z',
        },
      ],
      now,
    );

    expect(hourly).toHaveLength(24);
    expect(hourly[23]).toEqual({
      start: '2026-03-10T15:00:00.000Z',
      taken: 1,
      submitted: 1,
      decided: 1,
    });
    expect(hourly[22]).toEqual({
      start: '2026-03-10T14:00:00.000Z',
      taken: 0,
      submitted: 1,
      decided: 0,
    });
    expect(hourly[21]).toEqual({
      start: '2026-03-10T13:00:00.000Z',
      taken: 1,
      submitted: 0,
      decided: 0,
    });
    expect(hourly[0]?.start).toBe('2026-03-09T16:00:00.000Z');
    expect(daily).toHaveLength(30);
    expect(daily[29]).toEqual({
      start: '2026-03-10T00:00:00.000Z',
      taken: 2,
      submitted: 2,
      decided: 1,
    });
    expect(daily[28]).toMatchObject({ start: '2026-03-09T00:00:00.000Z', decided: 1 });
    expect(daily[20]).toMatchObject({ start: '2026-03-01T00:00:00.000Z', taken: 1 });
    expect(daily[21]).toMatchObject({ start: '2026-03-02T00:00:00.000Z', submitted: 1 });
  });

  it('leaves out what happened before the window', () => {
    const { hourly, daily } = assignmentThroughput(
      [{ created_at: '2025-01-01T00:00:00.000Z', submitted_at: null, validated_at: null }],
      now,
    );

    expect(hourly.every((b) => b.taken === 0)).toBe(true);
    expect(daily.every((b) => b.taken === 0)).toBe(true);
  });
});

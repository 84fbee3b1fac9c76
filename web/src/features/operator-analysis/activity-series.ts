import type { OperatorStatsResponse } from '@morphic/contracts';

export const ACTIVITY_WINDOWS = ['30D', '7D', '24H'] as const;
export type ActivityWindow = (typeof ACTIVITY_WINDOWS)[number];

export interface ActivityPoint {
  /** The bucket's start, as an ISO string. */
  readonly start: string;
  readonly taken: number;
  readonly submitted: number;
  readonly validated: number;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const SHAPES: Record<ActivityWindow, { readonly buckets: number; readonly size: number }> = {
  '30D': { buckets: 30, size: DAY },
  '7D': { buckets: 7, size: DAY },
  '24H': { buckets: 24, size: HOUR },
};

/** The start of the local day or hour holding `at`. */
function bucketStart(at: number, size: number): number {
  const date = new Date(at);
  if (size === DAY) date.setHours(0, 0, 0, 0);
  else date.setMinutes(0, 0, 0);
  return date.getTime();
}

/**
 * Assignments taken, submitted and validated per day (30D, 7D) or per hour (24H), the last
 * bucket holding `now`; events outside the window are left out.
 */
export function activitySeries(
  activity: OperatorStatsResponse['activity'],
  window: ActivityWindow,
  now: Date,
): ActivityPoint[] {
  const { buckets, size } = SHAPES[window];
  const last = bucketStart(now.getTime(), size);
  const starts = Array.from({ length: buckets }, (_, index) =>
    // Days step through the calendar so a daylight-saving change keeps buckets on midnight.
    size === DAY
      ? new Date(new Date(last).setDate(new Date(last).getDate() - (buckets - 1 - index))).getTime()
      : last - (buckets - 1 - index) * size,
  );
  const points = starts.map((start) => ({ start, taken: 0, submitted: 0, validated: 0 }));
  const add = (iso: string | null, series: 'taken' | 'submitted' | 'validated') => {
    if (!iso) return;
    const start = bucketStart(Date.parse(iso), size);
    const point = points.find((candidate) => candidate.start === start);
    if (point) point[series] += 1;
  };
  for (const entry of activity) {
    add(entry.taken_at, 'taken');
    add(entry.submitted_at, 'submitted');
    add(entry.validated_at, 'validated');
  }
  return points.map((point) => ({ ...point, start: new Date(point.start).toISOString() }));
}

import type { ThroughputBucket } from '@morphic/contracts';

export interface AssignmentTimes {
  readonly created_at: string;
  readonly submitted_at: string | null;
  readonly validated_at: string | null;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** `count` buckets of `size` ms, the last one holding `now`, aligned on UTC hours or days. */
function bucketsEndingAt(now: Date, size: number, count: number): ThroughputBucket[] {
  const current = Math.floor(now.getTime() / size) * size;
  return Array.from({ length: count }, (_, index) => ({
    start: new Date(current - (count - 1 - index) * size).toISOString(),
    taken: 0,
    submitted: 0,
    decided: 0,
  }));
}

function tally(
  buckets: ThroughputBucket[],
  size: number,
  assignments: Iterable<AssignmentTimes>,
): ThroughputBucket[] {
  const first = Date.parse(buckets[0]?.start ?? '');
  const counted = buckets.map((bucket) => ({ ...bucket }));
  const add = (at: string | null, field: 'taken' | 'submitted' | 'decided'): void => {
    if (!at) return;
    const index = Math.floor((Date.parse(at) - first) / size);
    const bucket = counted[index];
    if (bucket) bucket[field] += 1;
  };
  for (const assignment of assignments) {
    add(assignment.created_at, 'taken');
    add(assignment.submitted_at, 'submitted');
    add(assignment.validated_at, 'decided');
  }
  return counted;
}

/**
 * Assignments taken, submitted (latest submission) and decided (latest decision) in each of the
 * last 24 hours and the last 30 days, oldest first; events outside the window are not counted.
 */
export function assignmentThroughput(
  assignments: readonly AssignmentTimes[],
  now: Date,
): { hourly: ThroughputBucket[]; daily: ThroughputBucket[] } {
  return {
    hourly: tally(bucketsEndingAt(now, HOUR_MS, 24), HOUR_MS, assignments),
    daily: tally(bucketsEndingAt(now, DAY_MS, 30), DAY_MS, assignments),
  };
}

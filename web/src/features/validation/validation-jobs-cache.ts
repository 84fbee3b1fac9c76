import type { ValidationJob, ValidationJobsResponse } from '@morphic/contracts';

const bySubmittedAt = (a: ValidationJob, b: ValidationJob) =>
  a.submitted_at === b.submitted_at
    ? a.validation_entry_id.localeCompare(b.validation_entry_id)
    : a.submitted_at.localeCompare(b.submitted_at);

const byLatestClaim = (a: ValidationJob, b: ValidationJob) =>
  (b.claimed_at ?? '').localeCompare(a.claimed_at ?? '');

/**
 * A job opened (or changed while open) in the cached open list, oldest first. The viewer's own
 * work never shows, and a full list takes no newer job: the server would not list it either.
 */
export function withOpenJob(
  list: ValidationJobsResponse,
  job: ValidationJob,
  viewerId: string | null,
  limit: number,
): ValidationJobsResponse {
  if (job.status !== 'open' || job.operator.id === viewerId) return list;
  const others = list.jobs.filter((known) => known.validation_entry_id !== job.validation_entry_id);
  const known = others.length !== list.jobs.length;
  if (!known && list.jobs.length >= limit) {
    const newest = list.jobs[list.jobs.length - 1];
    if (newest && bySubmittedAt(job, newest) > 0) return list;
  }
  const jobs = [...others, job].sort(bySubmittedAt).slice(0, limit);
  return { ...list, jobs };
}

/** A job that left the open list (claimed, withdrawn or decided). */
export function withoutJob(list: ValidationJobsResponse, entryId: string): ValidationJobsResponse {
  const jobs = list.jobs.filter((job) => job.validation_entry_id !== entryId);
  return jobs.length === list.jobs.length ? list : { ...list, jobs };
}

/** A job the viewer claimed, as it now is, in their list (latest claim first). */
export function withMyJob(
  list: ValidationJobsResponse,
  job: ValidationJob,
): ValidationJobsResponse {
  const jobs = [
    ...list.jobs.filter((known) => known.validation_entry_id !== job.validation_entry_id),
    job,
  ].sort(byLatestClaim);
  return { ...list, jobs };
}

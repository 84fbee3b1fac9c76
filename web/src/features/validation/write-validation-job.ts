import {
  LIMITS,
  type SessionUser,
  type ValidationJob,
  type ValidationJobClosedMessage,
  type ValidationJobsResponse,
} from '@morphic/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { sessionUserKey } from '../session/session-actions';
import { myJobsQuery, openJobsQuery } from './queries';
import { withMyJob, withOpenJob, withoutJob } from './validation-jobs-cache';

/** A job opened, or changed while open: into the open list (`validation.job.opened`). */
export function writeOpenedJob(queryClient: QueryClient, job: ValidationJob): void {
  const viewerId = queryClient.getQueryData<SessionUser>(sessionUserKey)?.id ?? null;
  queryClient.setQueryData<ValidationJobsResponse>(openJobsQuery().queryKey, (list) =>
    list ? withOpenJob(list, job, viewerId, LIMITS.openValidationJobsLimit) : list,
  );
}

/**
 * A job left the open list (`validation.job.closed`). A full list had jobs the server did not
 * send: fetch it again to fill the free place.
 */
export function writeClosedJob(queryClient: QueryClient, closed: ValidationJobClosedMessage): void {
  const before = queryClient.getQueryData<ValidationJobsResponse>(openJobsQuery().queryKey);
  if (!before) return;
  const after = withoutJob(before, closed.validation_entry_id);
  if (after === before) return;
  queryClient.setQueryData(openJobsQuery().queryKey, after);
  if (before.jobs.length >= LIMITS.openValidationJobsLimit) {
    void queryClient.invalidateQueries({ queryKey: openJobsQuery().queryKey });
  }
}

/** A job the viewer claimed, as it now is (`validation.job.updated`, or a command's answer). */
export function writeMyJob(queryClient: QueryClient, job: ValidationJob): void {
  queryClient.setQueryData<ValidationJobsResponse>(myJobsQuery().queryKey, (list) =>
    list ? withMyJob(list, job) : list,
  );
  if (job.status !== 'open') {
    queryClient.setQueryData<ValidationJobsResponse>(openJobsQuery().queryKey, (list) =>
      list ? withoutJob(list, job.validation_entry_id) : list,
    );
  }
}

import {
  LIMITS,
  type SessionUser,
  type ValidationJob,
  type ValidationJobClosedMessage,
  type ValidationJobsResponse,
} from '@morphic/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { withMyJob, withOpenJob, withoutJob } from './validation-jobs-cache';

/** A job opened, or changed while open: into the open list (`validation.job.opened`). */
export function writeOpenedJob(queryClient: QueryClient, job: ValidationJob): void {
  const viewerId = queryClient.getQueryData<SessionUser>(queryKeys.me)?.id ?? null;
  queryClient.setQueryData<ValidationJobsResponse>(queryKeys.validationOpen, (list) =>
    list ? withOpenJob(list, job, viewerId, LIMITS.openValidationJobsLimit) : list,
  );
}

/**
 * A job left the open list (`validation.job.closed`). A full list had jobs the server did not
 * send: fetch it again to fill the free place.
 */
export function writeClosedJob(queryClient: QueryClient, closed: ValidationJobClosedMessage): void {
  const before = queryClient.getQueryData<ValidationJobsResponse>(queryKeys.validationOpen);
  if (!before) return;
  const after = withoutJob(before, closed.validation_entry_id);
  if (after === before) return;
  queryClient.setQueryData(queryKeys.validationOpen, after);
  if (before.jobs.length >= LIMITS.openValidationJobsLimit) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.validationOpen });
  }
}

/** A job the viewer claimed, as it now is (`validation.job.updated`, or a command's answer). */
export function writeMyJob(queryClient: QueryClient, job: ValidationJob): void {
  queryClient.setQueryData<ValidationJobsResponse>(queryKeys.validationMy, (list) =>
    list ? withMyJob(list, job) : list,
  );
  if (job.status !== 'open') {
    queryClient.setQueryData<ValidationJobsResponse>(queryKeys.validationOpen, (list) =>
      list ? withoutJob(list, job.validation_entry_id) : list,
    );
  }
}

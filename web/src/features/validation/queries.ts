import { LIMITS } from '@morphic/contracts';
import { queryOptions } from '@tanstack/react-query';
import { validationApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';
import { pushedDocumentStaleTime } from '../../lib/realtime/realtime-status-store';

/** Open jobs, oldest first; `validation.job.opened` and `.closed` pushes keep the list live. */
export const openJobsQuery = () =>
  queryOptions({
    queryKey: [...SESSION_SCOPE, 'validation', 'open'],
    queryFn: ({ signal }) =>
      validationApi.openJobs({ query: { limit: LIMITS.openValidationJobsLimit }, signal }),
    staleTime: pushedDocumentStaleTime,
  });

/** The jobs the signed-in validator claimed, kept live by `validation.job.updated` pushes. */
export const myJobsQuery = () =>
  queryOptions({
    queryKey: [...SESSION_SCOPE, 'validation', 'my'],
    queryFn: ({ signal }) => validationApi.myJobs({ signal }),
    staleTime: pushedDocumentStaleTime,
  });

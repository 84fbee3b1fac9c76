import {
  VALIDATION_TEXTS,
  type ValidationJob,
  type ValidationJobsResponse,
} from '@morphic/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { pushedDocumentStaleTime } from '../../../lib/realtime/realtime-status-store';
import { fetchMyJobs, fetchOpenJobs } from '../api/validation-api';

export interface JobsState {
  readonly jobs: readonly ValidationJob[];
  readonly loading: boolean;
  readonly error: string | null;
  readonly retry: () => void;
}

function useJobs(
  queryKey: readonly string[],
  fetchJobs: (signal: AbortSignal) => Promise<ValidationJobsResponse>,
  failedText: string,
): JobsState {
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchJobs(signal),
    staleTime: pushedDocumentStaleTime,
  });
  return {
    jobs: query.data?.jobs ?? [],
    loading: query.isLoading,
    error: query.isError ? failedText : null,
    retry: () => void query.refetch(),
  };
}

/** Open jobs, oldest first; `validation.job.opened` and `.closed` pushes keep the list live. */
export function useOpenValidationJobs(): JobsState {
  return useJobs(queryKeys.validationOpen, fetchOpenJobs, VALIDATION_TEXTS.failedToLoadOpen);
}

/** The jobs the signed-in validator claimed, kept live by `validation.job.updated` pushes. */
export function useMyValidationJobs(): JobsState {
  return useJobs(queryKeys.validationMy, fetchMyJobs, VALIDATION_TEXTS.failedToLoadMine);
}

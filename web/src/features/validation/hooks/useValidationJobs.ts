import { VALIDATION_TEXTS, type ValidationJob } from '@morphic/contracts';
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

/** Open jobs, oldest first; `validation.job.opened` and `.closed` pushes keep the list live. */
export function useOpenValidationJobs(): JobsState {
  const query = useQuery({
    queryKey: queryKeys.validationOpen,
    queryFn: ({ signal }) => fetchOpenJobs(signal),
    staleTime: pushedDocumentStaleTime,
  });
  return {
    jobs: query.data?.jobs ?? [],
    loading: query.isLoading,
    error: query.isError ? VALIDATION_TEXTS.failedToLoadOpen : null,
    retry: () => void query.refetch(),
  };
}

/** The jobs the signed-in validator claimed, kept live by `validation.job.updated` pushes. */
export function useMyValidationJobs(): JobsState {
  const query = useQuery({
    queryKey: queryKeys.validationMy,
    queryFn: ({ signal }) => fetchMyJobs(signal),
    staleTime: pushedDocumentStaleTime,
  });
  return {
    jobs: query.data?.jobs ?? [],
    loading: query.isLoading,
    error: query.isError ? VALIDATION_TEXTS.failedToLoadMine : null,
    retry: () => void query.refetch(),
  };
}

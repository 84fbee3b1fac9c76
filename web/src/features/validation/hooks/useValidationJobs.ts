import { VALIDATION_TEXTS, type ValidationJob } from '@morphic/contracts';
import { useQuery } from '@tanstack/react-query';
import { myJobsQuery, openJobsQuery } from '../queries';

export interface JobsState {
  readonly jobs: readonly ValidationJob[];
  readonly loading: boolean;
  readonly error: string | null;
  readonly retry: () => void;
}

function useJobs(options: ReturnType<typeof openJobsQuery>, failedText: string): JobsState {
  const query = useQuery(options);
  return {
    jobs: query.data?.jobs ?? [],
    loading: query.isLoading,
    error: query.isError ? failedText : null,
    retry: () => void query.refetch(),
  };
}

export function useOpenValidationJobs(): JobsState {
  return useJobs(openJobsQuery(), VALIDATION_TEXTS.failedToLoadOpen);
}

export function useMyValidationJobs(): JobsState {
  return useJobs(myJobsQuery(), VALIDATION_TEXTS.failedToLoadMine);
}

import { type ValidationJob } from '@morphic/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { myJobsQuery, openJobsQuery } from '../queries';

/** Submissions waiting for a validator (the route's loader has them in the cache). */
export function useOpenValidationJobs(): readonly ValidationJob[] {
  return useSuspenseQuery(openJobsQuery()).data.jobs;
}

/** The jobs the validator claimed (the route's loader has them in the cache). */
export function useMyValidationJobs(): readonly ValidationJob[] {
  return useSuspenseQuery(myJobsQuery()).data.jobs;
}

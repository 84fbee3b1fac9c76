import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { pushedDocumentStaleTime } from '../../../lib/realtime/realtime-status-store';
import { fetchOnboardingTasks } from '../api/onboarding-api';

/**
 * GET /api/onboarding/tasks (the first call after the character report starts onboarding),
 * refetched when `onboarding.updated`, `assignment.updated` or `account.updated` arrive.
 */
export function useOnboardingTasks(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.onboardingTasks,
    queryFn: ({ signal }) => fetchOnboardingTasks(signal),
    enabled,
    staleTime: pushedDocumentStaleTime,
  });
}

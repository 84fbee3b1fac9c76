import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { operatorsApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';
import { pushedDocumentStaleTime } from '../../lib/realtime/realtime-status-store';

/**
 * GET /api/onboarding/tasks (the first call after the character report starts onboarding),
 * refetched when `onboarding.updated`, `assignment.updated` or `account.updated` arrive.
 */
export const onboardingTasksQuery = () =>
  queryOptions({
    queryKey: [...SESSION_SCOPE, 'onboarding', 'tasks'],
    queryFn: ({ signal }) => operatorsApi.onboardingTasks({ signal }),
    staleTime: pushedDocumentStaleTime,
  });

/**
 * The onboarding page joins the onboarding, the bank and the assignments, so a change to any
 * of them refetches it rather than patching it.
 */
export function refreshOnboarding(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: onboardingTasksQuery().queryKey });
}

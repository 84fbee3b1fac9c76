import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The onboarding page joins the onboarding, the bank and the assignments, so a push about any
 * of them refetches it rather than patching it.
 */
export function refreshOnboarding(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.onboardingTasks });
}

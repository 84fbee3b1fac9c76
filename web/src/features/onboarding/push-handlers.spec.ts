import { QueryClient } from '@tanstack/react-query';
import { testAssignment } from '../assignments/assignment-fixture';
import { onboardingPushHandlers as handlers } from './push-handlers';
import { onboardingTasksQuery } from './queries';

describe('onboarding push handlers', () => {
  let queryClient: QueryClient;
  const key = onboardingTasksQuery().queryKey;
  const refetching = () => queryClient.getQueryState(key)?.isInvalidated;
  const context = () => ({ queryClient, position: null });

  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData(key, {} as never);
  });

  it('refetches the onboarding board when an onboarding assignment changes', () => {
    handlers['assignment.updated']?.(testAssignment('a', 'accepted'), context());
    expect(refetching()).toBe(false);
    handlers['assignment.updated']?.(
      testAssignment('a', 'submitted', { is_onboarding: true }),
      context(),
    );
    expect(refetching()).toBe(true);
  });

  it('refetches it when the onboarding completes, not on other account changes', () => {
    handlers['account.updated']?.({ id: 'u-1', credits: 5 }, context());
    expect(refetching()).toBe(false);
    handlers['account.updated']?.({ id: 'u-1', onboarding_completed: true }, context());
    expect(refetching()).toBe(true);
  });
});

import type { PushHandlers } from '../../lib/realtime/push-handlers';
import { refreshOnboarding } from './queries';

export const onboardingPushHandlers: PushHandlers = {
  'onboarding.updated': (_data, { queryClient }) => refreshOnboarding(queryClient),
  'account.updated': (data, { queryClient }) => {
    if (data.onboarding_completed !== undefined) refreshOnboarding(queryClient);
  },
  'assignment.updated': (data, { queryClient }) => {
    if (data.is_onboarding) refreshOnboarding(queryClient);
  },
};

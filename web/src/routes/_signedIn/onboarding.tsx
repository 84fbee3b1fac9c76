import { createFileRoute } from '@tanstack/react-router';
import {
  OnboardingFailed,
  OnboardingLoading,
} from '../../features/onboarding/components/OnboardingBoard';
import { OnboardingPage } from '../../features/onboarding/components/OnboardingPage';
import { onboardingViewFor } from '../../features/onboarding/onboarding-view';
import { onboardingTasksQuery } from '../../features/onboarding/queries';
import { publicSettingsQuery } from '../../features/settings/queries';
import { ensureScreenData } from '../../lib/route-data';

export const Route = createFileRoute('/_signedIn/onboarding')({
  // The public setting decides what the page shows; the onboarding tasks only when it is the
  // operator's board.
  loader: async ({ context: { queryClient, user } }) => {
    const settings = await queryClient.ensureQueryData(publicSettingsQuery());
    if (onboardingViewFor(user, settings.operators_under_construction) === 'onboarding') {
      await ensureScreenData(queryClient, onboardingTasksQuery());
    }
  },
  pendingComponent: OnboardingLoading,
  errorComponent: OnboardingFailed,
  component: OnboardingPage,
});

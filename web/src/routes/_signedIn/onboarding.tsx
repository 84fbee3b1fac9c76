import { createFileRoute } from '@tanstack/react-router';
import { OnboardingPage } from '../../features/onboarding/components/OnboardingPage';
import { publicSettingsQuery } from '../../features/settings/queries';
import { loadScreenData } from '../../lib/route-data';

export const Route = createFileRoute('/_signedIn/onboarding')({
  loader: ({ context: { queryClient } }) => loadScreenData(queryClient, publicSettingsQuery()),
  component: OnboardingPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { OnboardingPage } from '../features/onboarding/components/OnboardingPage';
import { requireSignIn } from '../features/session/route-guards';
import { publicSettingsQuery } from '../features/settings/queries';
import { loadScreenData } from '../lib/route-data';

export const Route = createFileRoute('/onboarding')({
  beforeLoad: requireSignIn(),
  loader: ({ context: { queryClient } }) => loadScreenData(queryClient, publicSettingsQuery()),
  component: OnboardingPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { OnboardingBankTab } from '../features/onboarding-bank/components/OnboardingBankTab';
import { onboardingBankQuery } from '../features/onboarding-bank/queries';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/onboarding')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) => ensureScreenData(queryClient, onboardingBankQuery()),
  component: OnboardingBankTab,
});

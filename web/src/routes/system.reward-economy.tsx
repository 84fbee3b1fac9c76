import { createFileRoute } from '@tanstack/react-router';
import { RewardEconomyTab } from '../features/platform-figures/components/RewardEconomyTab';
import { rewardEconomyQuery } from '../features/platform-figures/queries';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/reward-economy')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) => ensureScreenData(queryClient, rewardEconomyQuery()),
  component: RewardEconomyTab,
});

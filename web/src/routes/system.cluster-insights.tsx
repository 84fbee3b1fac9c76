import { createFileRoute } from '@tanstack/react-router';
import { ClusterInsightsTab } from '../features/platform-figures/components/ClusterInsightsTab';
import { clusterFiguresQuery } from '../features/platform-figures/queries';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/cluster-insights')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) => ensureScreenData(queryClient, clusterFiguresQuery()),
  component: ClusterInsightsTab,
});

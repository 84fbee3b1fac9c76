import { createFileRoute } from '@tanstack/react-router';
import { SystemHealthTab } from '../features/system-health/components/SystemHealthTab';
import { projectionsOverviewQuery } from '../features/system-health/queries';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/system-health')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) =>
    ensureScreenData(queryClient, projectionsOverviewQuery()),
  component: SystemHealthTab,
});

import { createFileRoute } from '@tanstack/react-router';
import { firstPageQuery } from '../features/admin-list/list-definition';
import { MissionsTab } from '../features/missions-console/components/MissionsTab';
import { MISSIONS_LIST } from '../features/missions-console/missions-list';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/tasks')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) =>
    ensureScreenData(queryClient, firstPageQuery(MISSIONS_LIST)),
  component: MissionsTab,
});

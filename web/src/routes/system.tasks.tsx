import { createFileRoute } from '@tanstack/react-router';
import { MissionsTab } from '../features/missions-console/components/MissionsTab';
import { FIRST_MISSIONS_PAGE, adminMissionsQuery } from '../features/missions-console/queries';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/tasks')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) =>
    ensureScreenData(queryClient, adminMissionsQuery(FIRST_MISSIONS_PAGE)),
  component: MissionsTab,
});

import { createFileRoute } from '@tanstack/react-router';
import { firstPageQuery } from '../../features/admin-list/list-definition';
import { MissionsTab } from '../../features/missions-console/components/MissionsTab';
import { MISSIONS_LIST } from '../../features/missions-console/missions-list';
import { SYSTEM_TAB_ROUTE } from '../../features/system/system-tab-route';
import { ensureScreenData } from '../../lib/route-data';

// The console's Missions tab on a page of its own (spec 01's route table), with the tab's
// skeleton and failure, and the same first query as /system/tasks.
export const Route = createFileRoute('/_consoleElseLanding/tasks')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) =>
    ensureScreenData(queryClient, firstPageQuery(MISSIONS_LIST)),
  component: MissionsTab,
});

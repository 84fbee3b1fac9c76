import { createFileRoute } from '@tanstack/react-router';
import { MissionsTab } from '../../features/missions-console/components/MissionsTab';
import { FIRST_MISSIONS_PAGE, adminMissionsQuery } from '../../features/missions-console/queries';
import { SYSTEM_TAB_ROUTE } from '../../features/system/system-tab-route';
import { ensureScreenData } from '../../lib/route-data';

// The console's Missions tab on a page of its own (spec 01's route table), with the tab's
// skeleton and failure.
export const Route = createFileRoute('/_consoleElseLanding/tasks')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) =>
    ensureScreenData(queryClient, adminMissionsQuery(FIRST_MISSIONS_PAGE)),
  component: MissionsTab,
});

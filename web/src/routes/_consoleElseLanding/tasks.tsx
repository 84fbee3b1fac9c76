import { createFileRoute } from '@tanstack/react-router';
import { MissionsTab } from '../../features/missions-console/components/MissionsTab';
import { FIRST_MISSIONS_PAGE, adminMissionsQuery } from '../../features/missions-console/queries';
import { loadScreenData } from '../../lib/route-data';

// The console's Missions tab on a page of its own (spec 01's route table).
export const Route = createFileRoute('/_consoleElseLanding/tasks')({
  loader: ({ context: { queryClient } }) =>
    loadScreenData(queryClient, adminMissionsQuery(FIRST_MISSIONS_PAGE)),
  component: MissionsTab,
});

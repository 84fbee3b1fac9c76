import { createFileRoute } from '@tanstack/react-router';
import { MissionsTab } from '../features/missions-console/components/MissionsTab';
import { FIRST_MISSIONS_PAGE, adminMissionsQuery } from '../features/missions-console/queries';
import { requireRoleElseLanding } from '../features/session/route-guards';
import { CONSOLE_ROLES } from '../features/system/access';
import { loadScreenData } from '../lib/route-data';

// Spec 01's route table: /tasks is for admins and founders (the console's Missions tab, on a
// page of its own); everyone else lands on the landing page.
export const Route = createFileRoute('/tasks')({
  beforeLoad: requireRoleElseLanding(CONSOLE_ROLES),
  loader: ({ context: { queryClient } }) =>
    loadScreenData(queryClient, adminMissionsQuery(FIRST_MISSIONS_PAGE)),
  component: MissionsTab,
});

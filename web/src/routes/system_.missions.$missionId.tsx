import { createFileRoute } from '@tanstack/react-router';
import { MissionAnalysisPage } from '../features/missions-console/components/MissionAnalysisPage';
import { adminMissionStatsQuery } from '../features/missions-console/queries';
import { requireRole } from '../features/session/route-guards';
import { CONSOLE_ROLES } from '../features/system/access';
import { loadScreenData } from '../lib/route-data';

// The same guard as /system, which links here. `system_` keeps the page out of /system's
// layout (it renders no outlet): the path is still /system/missions/{id}.
export const Route = createFileRoute('/system_/missions/$missionId')({
  beforeLoad: requireRole(CONSOLE_ROLES),
  loader: ({ context: { queryClient }, params: { missionId } }) =>
    loadScreenData(queryClient, adminMissionStatsQuery(missionId)),
  component: MissionAnalysisRoute,
});

function MissionAnalysisRoute() {
  const { missionId } = Route.useParams();
  return <MissionAnalysisPage missionId={missionId} />;
}

import { createFileRoute } from '@tanstack/react-router';
import {
  MissionAnalysisFailed,
  MissionAnalysisLoading,
  MissionAnalysisPage,
} from '../../features/missions-console/components/MissionAnalysisPage';
import { adminMissionStatsQuery } from '../../features/missions-console/queries';
import { ensureScreenData } from '../../lib/route-data';

// /system links here; the page is not one of its tabs, so it is not in /system's layout.
export const Route = createFileRoute('/_console/system/missions/$missionId')({
  loader: ({ context: { queryClient }, params: { missionId } }) =>
    ensureScreenData(queryClient, adminMissionStatsQuery(missionId)),
  pendingComponent: MissionAnalysisLoading,
  errorComponent: MissionAnalysisFailed,
  component: MissionAnalysisRoute,
});

function MissionAnalysisRoute() {
  const { missionId } = Route.useParams();
  return <MissionAnalysisPage missionId={missionId} />;
}

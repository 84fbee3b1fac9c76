import { createFileRoute } from '@tanstack/react-router';
import {
  OperatorAnalysisFailed,
  OperatorAnalysisLoading,
  OperatorAnalysisPage,
} from '../../features/operator-analysis/components/OperatorAnalysisPage';
import {
  LIVE_ASSIGNMENTS,
  operatorAssignmentsQuery,
  operatorStatsQuery,
} from '../../features/operator-analysis/queries';
import { ensureScreenData } from '../../lib/route-data';

// /system links here; the page is not one of its tabs, so it is not in /system's layout.
export const Route = createFileRoute('/_console/system/operators/$operatorId')({
  loader: ({ context: { queryClient }, params: { operatorId } }) =>
    ensureScreenData(
      queryClient,
      operatorStatsQuery(operatorId),
      operatorAssignmentsQuery(operatorId, 1, LIVE_ASSIGNMENTS),
    ),
  pendingComponent: OperatorAnalysisLoading,
  errorComponent: OperatorAnalysisFailed,
  component: OperatorAnalysisRoute,
});

function OperatorAnalysisRoute() {
  const { operatorId } = Route.useParams();
  return <OperatorAnalysisPage operatorId={operatorId} />;
}

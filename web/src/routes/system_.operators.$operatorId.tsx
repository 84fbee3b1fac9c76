import { createFileRoute } from '@tanstack/react-router';
import { OperatorAnalysisPage } from '../features/operator-analysis/components/OperatorAnalysisPage';
import { operatorStatsQuery } from '../features/operator-analysis/queries';
import { requireRole } from '../features/session/route-guards';
import { CONSOLE_ROLES } from '../features/system/access';
import { loadScreenData } from '../lib/route-data';

// The same guard as /system, which links here. `system_` keeps the page out of /system's
// layout (it renders no outlet): the path is still /system/operators/{id}.
export const Route = createFileRoute('/system_/operators/$operatorId')({
  beforeLoad: requireRole(CONSOLE_ROLES),
  loader: ({ context: { queryClient }, params: { operatorId } }) =>
    loadScreenData(queryClient, operatorStatsQuery(operatorId)),
  component: OperatorAnalysisRoute,
});

function OperatorAnalysisRoute() {
  const { operatorId } = Route.useParams();
  return <OperatorAnalysisPage operatorId={operatorId} />;
}

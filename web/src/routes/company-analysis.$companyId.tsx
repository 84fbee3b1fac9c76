import { createFileRoute } from '@tanstack/react-router';
import { CompanyAnalysisPage } from '../features/companies-console/components/CompanyAnalysisPage';
import { adminCompanyQuery } from '../features/companies-console/queries';
import { requireRole } from '../features/session/route-guards';
import { CONSOLE_ROLES } from '../features/system/access';
import { loadScreenData } from '../lib/route-data';

// The same guard as /system, which links here: its admins reach it too (spec 03's route table
// names founders only, as it does for /system).
export const Route = createFileRoute('/company-analysis/$companyId')({
  beforeLoad: requireRole(CONSOLE_ROLES),
  loader: ({ context: { queryClient }, params: { companyId } }) =>
    loadScreenData(queryClient, adminCompanyQuery(companyId)),
  component: CompanyAnalysisRoute,
});

function CompanyAnalysisRoute() {
  const { companyId } = Route.useParams();
  return <CompanyAnalysisPage companyId={companyId} />;
}

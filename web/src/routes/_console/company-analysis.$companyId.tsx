import { createFileRoute } from '@tanstack/react-router';
import { CompanyAnalysisPage } from '../../features/companies-console/components/CompanyAnalysisPage';
import { adminCompanyQuery } from '../../features/companies-console/queries';
import { loadScreenData } from '../../lib/route-data';

export const Route = createFileRoute('/_console/company-analysis/$companyId')({
  loader: ({ context: { queryClient }, params: { companyId } }) =>
    loadScreenData(queryClient, adminCompanyQuery(companyId)),
  component: CompanyAnalysisRoute,
});

function CompanyAnalysisRoute() {
  const { companyId } = Route.useParams();
  return <CompanyAnalysisPage companyId={companyId} />;
}

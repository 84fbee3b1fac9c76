import { createFileRoute } from '@tanstack/react-router';
import {
  CompanyAnalysisFailed,
  CompanyAnalysisLoading,
  CompanyAnalysisPage,
} from '../../features/companies-console/components/CompanyAnalysisPage';
import { adminCompanyQuery } from '../../features/companies-console/queries';
import { ensureScreenData } from '../../lib/route-data';

export const Route = createFileRoute('/_console/company-analysis/$companyId')({
  loader: ({ context: { queryClient }, params: { companyId } }) =>
    ensureScreenData(queryClient, adminCompanyQuery(companyId)),
  pendingComponent: CompanyAnalysisLoading,
  errorComponent: CompanyAnalysisFailed,
  component: CompanyAnalysisRoute,
});

function CompanyAnalysisRoute() {
  const { companyId } = Route.useParams();
  return <CompanyAnalysisPage companyId={companyId} />;
}

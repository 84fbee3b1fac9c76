import { createFileRoute } from '@tanstack/react-router';
import { CompanyDashboard } from '../features/company-dashboard/components/CompanyDashboard';
import { companyOverviewQuery, companyRepQuery } from '../features/company-dashboard/queries';
import { requireCompanyRep } from '../features/session/route-guards';
import { loadScreenData } from '../lib/route-data';

export const Route = createFileRoute('/company/dashboard')({
  beforeLoad: requireCompanyRep(),
  loader: ({ context: { queryClient } }) =>
    loadScreenData(queryClient, companyOverviewQuery(), companyRepQuery()),
  component: CompanyDashboard,
});

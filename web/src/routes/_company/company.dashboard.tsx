import { createFileRoute } from '@tanstack/react-router';
import { CompanyDashboard } from '../../features/company-dashboard/components/CompanyDashboard';
import { companyOverviewQuery, companyRepQuery } from '../../features/company-dashboard/queries';
import { loadScreenData } from '../../lib/route-data';

export const Route = createFileRoute('/_company/company/dashboard')({
  loader: ({ context: { queryClient } }) =>
    loadScreenData(queryClient, companyOverviewQuery(), companyRepQuery()),
  component: CompanyDashboard,
});

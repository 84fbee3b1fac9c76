import { createFileRoute } from '@tanstack/react-router';
import {
  CompanyDashboard,
  CompanyDashboardFailed,
  CompanyDashboardLoading,
} from '../../features/company-dashboard/components/CompanyDashboard';
import { companyOverviewQuery, companyRepQuery } from '../../features/company-dashboard/queries';
import { companyPageBlock } from '../../features/company-work/access';
import { companyMissionsQuery } from '../../features/company-work/queries';
import { ensureScreenData } from '../../lib/route-data';

export const Route = createFileRoute('/_company/company/dashboard')({
  // The recent tasks show only to a representative of an active company who may view them.
  loader: ({ context: { queryClient, user } }) =>
    ensureScreenData(
      queryClient,
      companyOverviewQuery(),
      companyRepQuery(),
      ...(companyPageBlock(user, 'can_view_tasks') === null ? [companyMissionsQuery()] : []),
    ),
  pendingComponent: CompanyDashboardLoading,
  errorComponent: CompanyDashboardFailed,
  component: CompanyDashboard,
});

import { createFileRoute } from '@tanstack/react-router';
import { firstPageQuery } from '../features/admin-list/list-definition';
import { COMPANY_REPS_LIST } from '../features/companies-console/companies-lists';
import { CompanyRepsTab } from '../features/companies-console/components/CompanyRepsTab';
import { ALL_COMPANIES, adminCompaniesQuery } from '../features/companies-console/queries';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/company-reps')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) =>
    ensureScreenData(
      queryClient,
      firstPageQuery(COMPANY_REPS_LIST),
      // The company filter's options.
      adminCompaniesQuery(ALL_COMPANIES),
    ),
  component: CompanyRepsTab,
});

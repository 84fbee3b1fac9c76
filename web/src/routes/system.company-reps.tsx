import { createFileRoute } from '@tanstack/react-router';
import { CompanyRepsTab } from '../features/companies-console/components/CompanyRepsTab';
import {
  ALL_COMPANIES,
  ALL_COMPANY_REPS,
  adminCompaniesQuery,
  adminCompanyRepsQuery,
} from '../features/companies-console/queries';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/company-reps')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) =>
    ensureScreenData(
      queryClient,
      adminCompanyRepsQuery(ALL_COMPANY_REPS),
      adminCompaniesQuery(ALL_COMPANIES),
    ),
  component: CompanyRepsTab,
});

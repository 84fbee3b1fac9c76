import { createFileRoute } from '@tanstack/react-router';
import { CompaniesTab } from '../features/companies-console/components/CompaniesTab';
import { ALL_COMPANIES, adminCompaniesQuery } from '../features/companies-console/queries';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/companies')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) =>
    ensureScreenData(queryClient, adminCompaniesQuery(ALL_COMPANIES)),
  component: CompaniesTab,
});

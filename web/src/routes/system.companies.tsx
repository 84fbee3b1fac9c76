import { createFileRoute } from '@tanstack/react-router';
import { firstPageQuery } from '../features/admin-list/list-definition';
import { COMPANIES_LIST } from '../features/companies-console/companies-lists';
import { CompaniesTab } from '../features/companies-console/components/CompaniesTab';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/companies')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) =>
    ensureScreenData(queryClient, firstPageQuery(COMPANIES_LIST)),
  component: CompaniesTab,
});

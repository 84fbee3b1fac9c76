import { createFileRoute } from '@tanstack/react-router';
import { firstPageQuery } from '../features/admin-list/list-definition';
import { ValidatorsTab } from '../features/staff-console/components/ValidatorsTab';
import { STAFF_LISTS } from '../features/staff-console/staff-lists';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/validators')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) =>
    ensureScreenData(queryClient, firstPageQuery(STAFF_LISTS.validator)),
  component: ValidatorsTab,
});

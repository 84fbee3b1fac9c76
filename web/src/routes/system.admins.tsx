import { createFileRoute } from '@tanstack/react-router';
import { FoundersTab } from '../features/staff-console/components/FoundersTab';
import { adminOperatorsQuery, staffListQuery } from '../features/system/queries';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/admins')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) =>
    ensureScreenData(queryClient, adminOperatorsQuery(staffListQuery('founder'))),
  component: FoundersTab,
});

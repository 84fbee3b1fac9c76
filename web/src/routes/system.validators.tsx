import { createFileRoute } from '@tanstack/react-router';
import { ValidatorsTab } from '../features/staff-console/components/ValidatorsTab';
import { adminOperatorsQuery, staffListQuery } from '../features/system/queries';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/validators')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) =>
    ensureScreenData(queryClient, adminOperatorsQuery(staffListQuery('validator'))),
  component: ValidatorsTab,
});

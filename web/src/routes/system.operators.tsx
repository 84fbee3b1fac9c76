import { createFileRoute } from '@tanstack/react-router';
import { OperatorsTab } from '../features/system/components/OperatorsTab';
import { FIRST_OPERATORS_PAGE, adminOperatorsQuery } from '../features/system/queries';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/operators')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) =>
    ensureScreenData(queryClient, adminOperatorsQuery(FIRST_OPERATORS_PAGE)),
  component: OperatorsTab,
});

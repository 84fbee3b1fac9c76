import { createFileRoute } from '@tanstack/react-router';
import { firstPageQuery } from '../features/admin-list/list-definition';
import { OperatorsTab } from '../features/system/components/OperatorsTab';
import { OPERATORS_LIST } from '../features/system/operators-list';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/operators')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) =>
    ensureScreenData(queryClient, firstPageQuery(OPERATORS_LIST)),
  component: OperatorsTab,
});

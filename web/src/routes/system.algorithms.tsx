import { createFileRoute } from '@tanstack/react-router';
import { AlgorithmsTab } from '../features/algorithms-console/components/AlgorithmsTab';
import { algorithmConfigQuery, algorithmDocsQuery } from '../features/algorithms-console/queries';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/algorithms')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) =>
    ensureScreenData(queryClient, algorithmConfigQuery(), algorithmDocsQuery()),
  component: AlgorithmsTab,
});

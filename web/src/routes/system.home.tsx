import { createFileRoute } from '@tanstack/react-router';
import { HomeTab } from '../features/system-home/components/HomeTab';
import { homeFiguresQuery } from '../features/platform-figures/queries';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/home')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) => ensureScreenData(queryClient, homeFiguresQuery()),
  component: HomeTab,
});

import { createFileRoute } from '@tanstack/react-router';
import { SchedulerTab } from '../features/platform-figures/components/SchedulerTab';
import { schedulerFiguresQuery } from '../features/platform-figures/queries';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/scheduler')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) => ensureScreenData(queryClient, schedulerFiguresQuery()),
  component: SchedulerTab,
});

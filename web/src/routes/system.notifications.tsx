import { createFileRoute } from '@tanstack/react-router';
import { NotificationsTab } from '../features/system/components/NotificationsTab';
import { adminConversationsQuery } from '../features/internal-messages/queries';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/notifications')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) =>
    ensureScreenData(queryClient, adminConversationsQuery()),
  component: NotificationsTab,
});

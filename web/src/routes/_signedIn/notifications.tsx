import { createFileRoute } from '@tanstack/react-router';
import {
  NotificationsFailed,
  NotificationsLoading,
  NotificationsPage,
} from '../../features/notifications/components/NotificationsPage';
import { notificationsQuery } from '../../features/notifications/queries';
import { notificationRecipientId } from '../../features/notifications/recipient';
import { ensureScreenData } from '../../lib/route-data';

export const Route = createFileRoute('/_signedIn/notifications')({
  loader: ({ context: { queryClient, user } }) =>
    ensureScreenData(queryClient, notificationsQuery(notificationRecipientId(user))),
  pendingComponent: NotificationsLoading,
  errorComponent: NotificationsFailed,
  component: NotificationsPage,
});

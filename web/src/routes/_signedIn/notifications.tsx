import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../features/notifications/components/NotificationsPage';
import { notificationsQuery } from '../../features/notifications/queries';
import { notificationRecipientId } from '../../features/notifications/recipient';
import { loadScreenData } from '../../lib/route-data';

export const Route = createFileRoute('/_signedIn/notifications')({
  loader: ({ context: { queryClient, user } }) =>
    loadScreenData(queryClient, notificationsQuery(notificationRecipientId(user))),
  component: NotificationsPage,
});

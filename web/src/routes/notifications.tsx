import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../features/notifications/components/NotificationsPage';
import { notificationsQuery } from '../features/notifications/queries';
import { notificationRecipientId } from '../features/notifications/recipient';
import { requireSignIn } from '../features/session/route-guards';
import { loadScreenData } from '../lib/route-data';

export const Route = createFileRoute('/notifications')({
  beforeLoad: requireSignIn(),
  loader: ({ context: { queryClient, user } }) =>
    loadScreenData(queryClient, notificationsQuery(notificationRecipientId(user))),
  component: NotificationsPage,
});

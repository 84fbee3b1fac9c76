import { INTERNAL_MESSAGE_TEXTS, MESSAGES } from '@morphic/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { myConversationsQuery } from '../../features/internal-messages/queries';
import {
  NotificationsLoading,
  NotificationsPage,
} from '../../features/notifications/components/NotificationsPage';
import { notificationsQuery } from '../../features/notifications/queries';
import { notificationRecipientId } from '../../features/notifications/recipient';
import { ensureNamedScreenData } from '../../lib/route-data';

export const Route = createFileRoute('/_signedIn/notifications')({
  loader: ({ context: { queryClient, user } }) =>
    ensureNamedScreenData(
      queryClient,
      {
        query: notificationsQuery(notificationRecipientId(user)),
        failedTitle: MESSAGES.failedToLoadNotifications,
        failedTestId: 'notifications-error',
      },
      {
        query: myConversationsQuery(),
        failedTitle: INTERNAL_MESSAGE_TEXTS.failedToLoadConversations,
        failedTestId: 'conversations-error',
      },
    ),
  pendingComponent: NotificationsLoading,
  component: NotificationsPage,
});

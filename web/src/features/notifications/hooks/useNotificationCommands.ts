import { NOTIFICATION_TEXTS, type NotificationsResponse } from '@morphic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyFailure } from '../../../lib/notify-failure';
import { messagingApi } from '../../../lib/api/clients';
import { useSession } from '../../session/hooks/useSession';
import {
  markNotificationsRead,
  removeNotification,
  updateNotification,
} from '../notifications-cache';
import { notificationsQuery } from '../queries';
import { notificationRecipientId } from '../recipient';

/**
 * Read, read all and delete. Each answer is written to the list at once; the pushes that
 * follow (to this tab and every other) agree with it.
 */
export function useNotificationCommands() {
  const { user } = useSession();
  const recipientId = user ? notificationRecipientId(user) : '';
  const queryClient = useQueryClient();
  const updateList = (change: (list: NotificationsResponse) => NotificationsResponse) =>
    queryClient.setQueryData(notificationsQuery(recipientId).queryKey, (list) =>
      list ? change(list) : list,
    );

  const markRead = useMutation({
    mutationFn: (notificationId: string) =>
      messagingApi.readNotification({ params: { id: recipientId, notificationId } }),
    onSuccess: ({ notification }) => updateList((list) => updateNotification(list, notification)),
    onError: (error) => notifyFailure(error, NOTIFICATION_TEXTS.failedToMarkRead),
  });

  const markAllRead = useMutation({
    mutationFn: () => messagingApi.readAllNotifications({ params: { id: recipientId } }),
    onSuccess: ({ notification_ids }) =>
      updateList((list) => markNotificationsRead(list, notification_ids)),
    onError: (error) => notifyFailure(error, NOTIFICATION_TEXTS.failedToMarkAllRead),
  });

  const remove = useMutation({
    mutationFn: (notificationId: string) =>
      messagingApi.deleteNotification({ params: { id: recipientId, notificationId } }),
    onSuccess: ({ id }) => updateList((list) => removeNotification(list, id)),
    onError: (error) => notifyFailure(error, NOTIFICATION_TEXTS.failedToDelete),
  });

  return { markRead, markAllRead, remove };
}

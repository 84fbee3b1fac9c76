import { NOTIFICATION_TEXTS, type NotificationsResponse } from '@morphic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyFailure } from '../../../lib/notify-failure';
import { queryKeys } from '../../../lib/query-keys';
import {
  markNotificationsRead,
  removeNotification,
  updateNotification,
} from '../../../lib/realtime/cache-updates';
import { useSession } from '../../session/hooks/useSession';
import {
  deleteNotification,
  markAllNotificationsRead,
  markNotificationRead,
} from '../api/notifications-api';
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
    queryClient.setQueryData<NotificationsResponse>(queryKeys.notifications(recipientId), (list) =>
      list ? change(list) : list,
    );

  const markRead = useMutation({
    mutationFn: (notificationId: string) => markNotificationRead(recipientId, notificationId),
    onSuccess: ({ notification }) => updateList((list) => updateNotification(list, notification)),
    onError: (error) => notifyFailure(error, NOTIFICATION_TEXTS.failedToMarkRead),
  });

  const markAllRead = useMutation({
    mutationFn: () => markAllNotificationsRead(recipientId),
    onSuccess: ({ notification_ids }) =>
      updateList((list) => markNotificationsRead(list, notification_ids)),
    onError: (error) => notifyFailure(error, NOTIFICATION_TEXTS.failedToMarkAllRead),
  });

  const remove = useMutation({
    mutationFn: (notificationId: string) => deleteNotification(recipientId, notificationId),
    onSuccess: ({ id }) => updateList((list) => removeNotification(list, id)),
    onError: (error) => notifyFailure(error, NOTIFICATION_TEXTS.failedToDelete),
  });

  return { markRead, markAllRead, remove };
}

import type { NotificationsResponse } from '@morphic/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { PushHandlers } from '../../lib/realtime/push-handlers';
import { prependNotification, removeNotification, updateNotification } from './notifications-cache';
import { notificationListsKey } from './queries';

function updateLists(
  queryClient: QueryClient,
  change: (list: NotificationsResponse) => NotificationsResponse,
): void {
  queryClient.setQueriesData<NotificationsResponse>({ queryKey: notificationListsKey }, (list) =>
    list ? change(list) : list,
  );
}

export const notificationsPushHandlers: PushHandlers = {
  'notification.created': (data, { queryClient }) =>
    updateLists(queryClient, (list) => prependNotification(list, data)),
  'notification.updated': (data, { queryClient }) =>
    updateLists(queryClient, (list) => updateNotification(list, data)),
  'notification.deleted': (data, { queryClient }) =>
    updateLists(queryClient, (list) => removeNotification(list, data.id)),
};

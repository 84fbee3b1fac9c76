import type { Notification, NotificationsResponse } from '@morphic/contracts';

/** Puts a pushed notification at the top of a cached list, once, and counts it if unread. */
export function prependNotification(
  list: NotificationsResponse,
  notification: Notification,
): NotificationsResponse {
  if (list.notifications.some((existing) => existing.id === notification.id)) return list;
  return {
    ...list,
    notifications: [notification, ...list.notifications],
    unread_count: list.unread_count + (notification.is_read ? 0 : 1),
  };
}

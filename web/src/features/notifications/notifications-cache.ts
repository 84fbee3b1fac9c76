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

/** Replaces a cached notification with its pushed state, keeping the unread count in step. */
export function updateNotification(
  list: NotificationsResponse,
  notification: Notification,
): NotificationsResponse {
  const current = list.notifications.find((existing) => existing.id === notification.id);
  if (!current) return list;
  const delta = (notification.is_read ? 0 : 1) - (current.is_read ? 0 : 1);
  return {
    ...list,
    notifications: list.notifications.map((existing) =>
      existing.id === notification.id ? notification : existing,
    ),
    unread_count: Math.max(0, list.unread_count + delta),
  };
}

/** Drops a deleted notification from a cached list (and from the unread count if unread). */
export function removeNotification(list: NotificationsResponse, id: string): NotificationsResponse {
  const current = list.notifications.find((existing) => existing.id === id);
  if (!current) return list;
  return {
    ...list,
    notifications: list.notifications.filter((existing) => existing.id !== id),
    unread_count: Math.max(0, list.unread_count - (current.is_read ? 0 : 1)),
  };
}

/** Marks the listed notifications read (a read-all answer, before its pushes arrive). */
export function markNotificationsRead(
  list: NotificationsResponse,
  ids: readonly string[],
): NotificationsResponse {
  const marked = new Set(ids);
  const newlyRead = list.notifications.filter((n) => marked.has(n.id) && !n.is_read).length;
  if (newlyRead === 0) return list;
  return {
    ...list,
    notifications: list.notifications.map((n) =>
      marked.has(n.id) && !n.is_read ? { ...n, is_read: true } : n,
    ),
    unread_count: Math.max(0, list.unread_count - newlyRead),
  };
}

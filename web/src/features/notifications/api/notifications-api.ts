import {
  MESSAGING_ENDPOINTS,
  type DeleteNotificationResponse,
  type MarkAllNotificationsReadResponse,
  type MarkNotificationReadResponse,
  type NotificationsResponse,
} from '@morphic/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint';

export function fetchNotifications(
  recipientId: string,
  signal?: AbortSignal,
): Promise<NotificationsResponse> {
  return callEndpoint(MESSAGING_ENDPOINTS.notifications, { params: { id: recipientId }, signal });
}

export function markNotificationRead(
  recipientId: string,
  notificationId: string,
): Promise<MarkNotificationReadResponse> {
  return callEndpoint(MESSAGING_ENDPOINTS.readNotification, {
    params: { id: recipientId, notificationId },
  });
}

export function markAllNotificationsRead(
  recipientId: string,
): Promise<MarkAllNotificationsReadResponse> {
  return callEndpoint(MESSAGING_ENDPOINTS.readAllNotifications, { params: { id: recipientId } });
}

export function deleteNotification(
  recipientId: string,
  notificationId: string,
): Promise<DeleteNotificationResponse> {
  return callEndpoint(MESSAGING_ENDPOINTS.deleteNotification, {
    params: { id: recipientId, notificationId },
  });
}

import {
  type DeleteNotificationResponse,
  DeleteNotificationResponseSchema,
  type MarkAllNotificationsReadResponse,
  MarkAllNotificationsReadResponseSchema,
  type MarkNotificationReadResponse,
  MarkNotificationReadResponseSchema,
  type NotificationsResponse,
  NotificationsResponseSchema,
} from '@morphic/contracts';
import { apiRequest } from '../../../lib/api-client';

const base = (recipientId: string) =>
  `/api/operators/${encodeURIComponent(recipientId)}/notifications`;

export function fetchNotifications(
  recipientId: string,
  signal?: AbortSignal,
): Promise<NotificationsResponse> {
  return apiRequest(base(recipientId), NotificationsResponseSchema, { signal });
}

export function markNotificationRead(
  recipientId: string,
  notificationId: string,
): Promise<MarkNotificationReadResponse> {
  return apiRequest(
    `${base(recipientId)}/${encodeURIComponent(notificationId)}/read`,
    MarkNotificationReadResponseSchema,
    { method: 'POST' },
  );
}

export function markAllNotificationsRead(
  recipientId: string,
): Promise<MarkAllNotificationsReadResponse> {
  return apiRequest(`${base(recipientId)}/read-all`, MarkAllNotificationsReadResponseSchema, {
    method: 'POST',
  });
}

export function deleteNotification(
  recipientId: string,
  notificationId: string,
): Promise<DeleteNotificationResponse> {
  return apiRequest(
    `${base(recipientId)}/${encodeURIComponent(notificationId)}`,
    DeleteNotificationResponseSchema,
    { method: 'DELETE' },
  );
}

import { type NotificationsResponse, NotificationsResponseSchema } from '@morphic/contracts';
import { apiRequest } from '../../../lib/api-client';

export function fetchNotifications(
  recipientId: string,
  signal?: AbortSignal,
): Promise<NotificationsResponse> {
  return apiRequest(
    `/api/operators/${encodeURIComponent(recipientId)}/notifications`,
    NotificationsResponseSchema,
    { signal },
  );
}

import { queryOptions } from '@tanstack/react-query';
import { messagingApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';
import { pushedDocumentStaleTime } from '../../lib/realtime/realtime-status-store';

/** Every notifications list in the cache (one per recipient id). */
export const notificationListsKey = [...SESSION_SCOPE, 'notifications'] as const;

/** A recipient's notifications, kept current by the `notification.*` pushes. */
export const notificationsQuery = (recipientId: string) =>
  queryOptions({
    queryKey: [...notificationListsKey, recipientId],
    queryFn: ({ signal }) => messagingApi.notifications({ params: { id: recipientId }, signal }),
    staleTime: pushedDocumentStaleTime,
  });

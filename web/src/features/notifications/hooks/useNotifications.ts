import { MESSAGES, type Notification } from '@morphic/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../session/hooks/useSession';
import { notificationsQuery } from '../queries';
import { notificationRecipientId } from '../recipient';

export interface NotificationsState {
  readonly notifications: readonly Notification[];
  readonly unreadCount: number;
  readonly loading: boolean;
  /** 'Failed to load notifications' when the list could not be loaded (it then reads empty). */
  readonly error: string | null;
  readonly retry: () => void;
}

/** The signed-in user's notifications, kept current by the `notification.*` pushes. */
export function useNotifications(): NotificationsState {
  const { user } = useSession();
  const recipientId = user ? notificationRecipientId(user) : null;
  const query = useQuery({
    ...notificationsQuery(recipientId ?? ''),
    enabled: recipientId !== null,
  });

  return {
    notifications: query.data?.notifications ?? [],
    unreadCount: query.data?.unread_count ?? 0,
    loading: query.isLoading,
    error: query.isError ? MESSAGES.failedToLoadNotifications : null,
    retry: () => void query.refetch(),
  };
}

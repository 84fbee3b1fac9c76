import { QueryClient } from '@tanstack/react-query';
import { notification } from './notification-fixture';
import { notificationsPushHandlers as handlers } from './push-handlers';
import { notificationsQuery } from './queries';

describe('notifications push handlers', () => {
  const queryClient = new QueryClient();
  const context = { queryClient, position: null };
  const key = notificationsQuery('op-1').queryKey;
  const cached = () => queryClient.getQueryData(key);

  beforeEach(() =>
    queryClient.setQueryData(key, {
      success: true,
      notifications: [notification('a')],
      unread_count: 1,
    }),
  );

  it('puts a created notification first and counts it unread', () => {
    handlers['notification.created']?.(notification('b'), context);
    expect(cached()?.notifications.map((n) => n.id)).toEqual(['b', 'a']);
    expect(cached()?.unread_count).toBe(2);
  });

  it('replaces an updated notification and keeps the count in step', () => {
    handlers['notification.updated']?.(notification('a', true), context);
    expect(cached()?.notifications[0]?.is_read).toBe(true);
    expect(cached()?.unread_count).toBe(0);
  });

  it('drops a deleted notification', () => {
    handlers['notification.deleted']?.({ id: 'a' }, context);
    expect(cached()?.notifications).toEqual([]);
    expect(cached()?.unread_count).toBe(0);
  });
});

import type { Notification, NotificationsResponse } from '@morphic/contracts';
import { prependNotification } from './cache-updates';

const notification = (id: string, is_read = false): Notification => ({
  id,
  type: 'system',
  priority: 'medium',
  title: `Title ${id}`,
  message: 'Message',
  action_url: null,
  is_read,
  created_at: '2025-01-01T00:00:00.000Z',
});

const list = (items: Notification[], unread: number): NotificationsResponse => ({
  success: true,
  notifications: items,
  unread_count: unread,
});

describe('prependNotification', () => {
  it('puts the new notification first and bumps the unread count', () => {
    const next = prependNotification(list([notification('a')], 1), notification('b'));
    expect(next.notifications.map((n) => n.id)).toEqual(['b', 'a']);
    expect(next.unread_count).toBe(2);
  });

  it('does not count a notification that is already read', () => {
    expect(prependNotification(list([], 0), notification('b', true)).unread_count).toBe(0);
  });

  it('ignores a notification the list already holds', () => {
    const before = list([notification('a')], 1);
    expect(prependNotification(before, notification('a'))).toBe(before);
  });
});

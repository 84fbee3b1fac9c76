import type { Notification, NotificationsResponse } from '@morphic/contracts';
import { notification } from './notification-fixture';
import {
  markNotificationsRead,
  prependNotification,
  removeNotification,
  updateNotification,
} from './notifications-cache';

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

describe('updateNotification', () => {
  it('replaces the notification and counts it out of the unread once read', () => {
    const before = list([notification('a'), notification('b')], 2);
    const next = updateNotification(before, notification('a', true));
    expect(next.notifications.map((n) => [n.id, n.is_read])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(next.unread_count).toBe(1);
  });

  it('changes nothing for a push it has already applied', () => {
    const before = list([notification('a', true)], 0);
    expect(updateNotification(before, notification('a', true)).unread_count).toBe(0);
  });

  it('ignores a notification the list does not hold', () => {
    const before = list([notification('a')], 1);
    expect(updateNotification(before, notification('z', true))).toBe(before);
  });
});

describe('removeNotification', () => {
  it('drops the notification and its unread mark', () => {
    const next = removeNotification(list([notification('a'), notification('b', true)], 1), 'a');
    expect(next.notifications.map((n) => n.id)).toEqual(['b']);
    expect(next.unread_count).toBe(0);
  });

  it('keeps the unread count when the removed one was read', () => {
    expect(
      removeNotification(list([notification('a'), notification('b', true)], 1), 'b').unread_count,
    ).toBe(1);
  });

  it('ignores an id the list does not hold (a second tab, a repeated push)', () => {
    const before = list([notification('a')], 1);
    expect(removeNotification(before, 'z')).toBe(before);
  });
});

describe('markNotificationsRead', () => {
  it('marks the named unread notifications read and counts them out', () => {
    const before = list([notification('a'), notification('b'), notification('c', true)], 2);
    const next = markNotificationsRead(before, ['a', 'c', 'z']);
    expect(next.notifications.map((n) => [n.id, n.is_read])).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ]);
    expect(next.unread_count).toBe(1);
  });

  it('changes nothing when they are all read already (the pushes came first)', () => {
    const before = list([notification('a', true)], 0);
    expect(markNotificationsRead(before, ['a'])).toBe(before);
  });
});

import type { Notification, NotificationPriority } from '@morphic/contracts';

export type NotificationFilter = 'all' | 'unread';

export function filterNotifications(
  notifications: readonly Notification[],
  filter: NotificationFilter,
): readonly Notification[] {
  return filter === 'unread' ? notifications.filter((n) => !n.is_read) : notifications;
}

/** Badge colours of spec 03 (urgent red, high orange, medium yellow, low grey). */
export const PRIORITY_COLORS: Record<NotificationPriority, string> = {
  high: 'orange',
  medium: 'yellow',
  low: 'gray',
};

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago", "yesterday", "just now": when a notification arrived, relative to now. */
export function relativeTime(iso: string, now: Date, locale = 'en'): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const seconds = Math.round((at - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

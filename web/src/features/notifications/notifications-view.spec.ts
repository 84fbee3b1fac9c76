import type { Notification } from '@morphic/contracts';
import { filterNotifications, relativeTime } from './notifications-view';

const make = (id: string, is_read: boolean): Notification => ({
  id,
  type: 'system',
  priority: 'medium',
  title: id,
  message: '',
  action_url: null,
  task: null,
  resolved: false,
  is_read,
  created_at: '2025-01-01T00:00:00.000Z',
});

describe('filterNotifications', () => {
  const list = [make('a', false), make('b', true), make('c', false)];

  it('shows everything, or only the unread ones in order', () => {
    expect(filterNotifications(list, 'all')).toBe(list);
    expect(filterNotifications(list, 'unread').map((n) => n.id)).toEqual(['a', 'c']);
  });
});

describe('relativeTime', () => {
  const now = new Date('2025-03-10T12:00:00.000Z');

  it('says just now under a minute', () => {
    expect(relativeTime('2025-03-10T11:59:30.000Z', now)).toBe('just now');
  });

  it('uses the largest whole unit', () => {
    expect(relativeTime('2025-03-10T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2025-03-10T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(relativeTime('2025-03-09T12:00:00.000Z', now)).toBe('yesterday');
    expect(relativeTime('2025-02-24T12:00:00.000Z', now)).toBe('2 weeks ago');
  });

  it('reads nothing from a date it cannot parse', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});

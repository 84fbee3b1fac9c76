import type { Notification } from '@morphic/contracts';
import { parseDismissedTypes, pickBannerNotification } from './banner';

const make = (id: string, priority: Notification['priority'], type: Notification['type']) =>
  ({
    id,
    priority,
    type,
    title: id,
    message: '',
    action_url: null,
    is_read: false,
    created_at: '2025-01-01T00:00:00.000Z',
  }) satisfies Notification;

describe('pickBannerNotification', () => {
  const list = [
    make('low', 'low', 'system'),
    make('medium', 'medium', 'task'),
    make('high-task', 'high', 'task'),
    make('high-admin', 'high', 'admin'),
  ];

  it('shows only high priority, the first one', () => {
    expect(pickBannerNotification(list, new Set())?.id).toBe('high-task');
  });

  it('skips dismissed types', () => {
    expect(pickBannerNotification(list, new Set(['task']))?.id).toBe('high-admin');
    expect(pickBannerNotification(list, new Set(['task', 'admin']))).toBeNull();
  });

  it('shows nothing for low and medium only', () => {
    expect(pickBannerNotification(list.slice(0, 2), new Set())).toBeNull();
  });
});

describe('parseDismissedTypes', () => {
  it('reads a JSON list of strings and ignores anything else', () => {
    expect(parseDismissedTypes('["task",3,"admin"]')).toEqual(['task', 'admin']);
    expect(parseDismissedTypes('{"a":1}')).toEqual([]);
    expect(parseDismissedTypes('nope')).toEqual([]);
    expect(parseDismissedTypes(null)).toEqual([]);
  });
});

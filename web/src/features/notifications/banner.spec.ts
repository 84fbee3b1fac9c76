import type { Notification } from '@morphic/contracts';
import { bannerActionLabel, parseDismissedTypes, pickBannerNotification } from './banner';

const make = (id: string, priority: Notification['priority'], type: Notification['type']) =>
  ({
    id,
    priority,
    type,
    title: id,
    message: '',
    action_url: null,
    task: null,
    resolved: false,
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

  it('lets a notification go once what it asked for is done', () => {
    const resolved = {
      ...make('report', 'high', 'system'),
      task: 'character_report' as const,
      resolved: true,
    };
    expect(pickBannerNotification([resolved, ...list], new Set())?.id).toBe('high-task');
  });
});

describe('pickBannerNotification on the page it links to', () => {
  it('does not follow the user onto the page it points at', () => {
    const validated = {
      ...make('validated', 'high', 'validation'),
      action_url: '/task-submission/a1',
    };
    expect(pickBannerNotification([validated], new Set(), '/task-submission/a1')).toBeNull();
    expect(pickBannerNotification([validated], new Set(), '/marketplace')?.id).toBe('validated');
  });
});

describe('bannerActionLabel', () => {
  const base = make('n', 'high', 'system');

  it('asks to complete a task, offers to view an information, and shows nothing without a link', () => {
    expect(
      bannerActionLabel({ ...base, action_url: '/character-report', task: 'character_report' }),
    ).toBe('Complete Now');
    expect(bannerActionLabel({ ...base, action_url: '/task-submission/a1' })).toBe('View');
    expect(bannerActionLabel(base)).toBeNull();
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

import { testAssignment as assignment } from './assignment-fixture';
import { activeCount, groupByTab, shortId, submissionPath, tabOf } from './my-tasks';

describe('My Tasks tabs', () => {
  it('puts each state under its tab: proposed and accepted are Assigned, paid is Completed', () => {
    expect(tabOf('proposed')).toBe('assigned');
    expect(tabOf('accepted')).toBe('assigned');
    expect(tabOf('submitted')).toBe('submitted');
    expect(tabOf('validated')).toBe('completed');
    expect(tabOf('paid')).toBe('completed');
    expect(tabOf('failed')).toBe('failed');
    expect(tabOf('released')).toBeNull();
  });

  it('groups a list in its order and leaves released assignments out', () => {
    const groups = groupByTab(
      [
        assignment('a', 'accepted'),
        assignment('b', 'validated'),
        assignment('c', 'released'),
        assignment('d', 'proposed'),
        assignment('e', 'submitted'),
        assignment('f', 'failed'),
        assignment('g', 'paid'),
      ],
      { onboardingCompleted: false },
    );
    expect(
      Object.fromEntries(Object.entries(groups).map(([tab, list]) => [tab, list.map((x) => x.id)])),
    ).toEqual({
      assigned: ['a', 'd'],
      submitted: ['e'],
      completed: ['b', 'g'],
      failed: ['f'],
    });
    expect(activeCount(groups)).toBe(3);
  });

  it('hides onboarding assignments once onboarding is completed', () => {
    const list = [
      assignment('m', 'accepted'),
      assignment('o', 'accepted', { is_onboarding: true, source: 'onboarding' }),
    ];
    expect(groupByTab(list, { onboardingCompleted: false }).assigned.map((x) => x.id)).toEqual([
      'm',
      'o',
    ]);
    expect(groupByTab(list, { onboardingCompleted: true }).assigned.map((x) => x.id)).toEqual([
      'm',
    ]);
  });

  it('links onboarding work to /task-submission and marketplace work to /marketplace-submission', () => {
    expect(submissionPath({ id: 'abc', is_onboarding: true })).toBe('/task-submission/abc');
    expect(submissionPath({ id: 'abc', is_onboarding: false })).toBe('/marketplace-submission/abc');
  });

  it('shows ids truncated to 8 characters', () => {
    expect(shortId('0f8e7d6c-5b4a-4321-8765-0123456789ab')).toBe('0f8e7d6c');
    expect(shortId('short')).toBe('short');
  });
});

import { companyMission as mission, companyMissionList as list } from './company-mission-fixture';
import { applyCompanyMission } from './company-missions-cache';

const ids = (outcome: ReturnType<typeof applyCompanyMission>) =>
  outcome.kind === 'updated' ? outcome.list.missions.map((item) => [item.id, item.status]) : [];

describe('applyCompanyMission', () => {
  const a = mission('a', { created_at: '2025-03-03T09:00:00.000Z' });
  const b = mission('b', { created_at: '2025-03-01T09:00:00.000Z' });

  it('replaces a listed mission in place', () => {
    expect(ids(applyCompanyMission(list([a, b]), 'all', { ...b, status: 'assigned' }))).toEqual([
      ['a', 'open'],
      ['b', 'assigned'],
    ]);
  });

  it('adds a new or newly matching mission where the newest-first order puts it', () => {
    const c = mission('c', { created_at: '2025-03-02T09:00:00.000Z' });
    expect(ids(applyCompanyMission(list([a, b]), 'all', c))).toEqual([
      ['a', 'open'],
      ['c', 'open'],
      ['b', 'open'],
    ]);
    expect(
      ids(applyCompanyMission(list([]), 'in_progress', { ...a, status: 'submitted' })),
    ).toEqual([['a', 'submitted']]);
  });

  it('drops a mission that leaves the filter, and ignores one that never matched', () => {
    expect(ids(applyCompanyMission(list([a, b]), 'open', { ...a, status: 'assigned' }))).toEqual([
      ['b', 'open'],
    ]);
    expect(applyCompanyMission(list([b]), 'completed', { ...a, status: 'assigned' })).toEqual({
      kind: 'unchanged',
    });
  });

  it('refetches a list with payments once the mission is or was owed or paid', () => {
    const summary = [{ reward_asset: 'USD', rewards_owed: 0, paid: 0 }];
    expect(applyCompanyMission(list([a], summary), 'all', { ...a, status: 'validated' }).kind).toBe(
      'refetch',
    );
    expect(
      applyCompanyMission(list([{ ...a, status: 'validated' }], summary), 'all', {
        ...a,
        status: 'paid',
      }).kind,
    ).toBe('refetch');
    expect(applyCompanyMission(list([a], summary), 'all', { ...a, status: 'assigned' }).kind).toBe(
      'updated',
    );
    expect(applyCompanyMission(list([a]), 'all', { ...a, status: 'validated' }).kind).toBe(
      'updated',
    );
  });
});

import { QueryClient } from '@tanstack/react-query';
import { companyMission as mission, companyMissionList as list } from './company-mission-fixture';
import { companyWorkPushHandlers as handlers } from './push-handlers';
import { companyMissionsQuery } from './queries';

describe('company work push handlers', () => {
  let queryClient: QueryClient;
  const all = companyMissionsQuery('all').queryKey;
  const open = companyMissionsQuery('open').queryKey;
  const inProgress = companyMissionsQuery('in_progress').queryKey;
  const ids = (key: typeof all) =>
    queryClient.getQueryData(key)?.missions.map((item) => [item.id, item.status]);

  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData(all, list([mission('a')]));
    queryClient.setQueryData(open, list([mission('a')]));
    queryClient.setQueryData(inProgress, list([]));
  });

  it('moves the mission through every cached list as its status changes', () => {
    handlers['company.mission.updated']?.(mission('a', { status: 'assigned' }), {
      queryClient,
      position: '10',
    });
    expect(ids(all)).toEqual([['a', 'assigned']]);
    expect(ids(open)).toEqual([]);
    expect(ids(inProgress)).toEqual([['a', 'assigned']]);
  });

  it('ignores an update older than one already shown', () => {
    handlers['company.mission.updated']?.(mission('a', { status: 'submitted' }), {
      queryClient,
      position: '20',
    });
    handlers['company.mission.updated']?.(mission('a', { status: 'assigned' }), {
      queryClient,
      position: '19',
    });
    expect(ids(all)).toEqual([['a', 'submitted']]);
  });

  it('refetches only the list whose payment summary moved', () => {
    const summary = [{ reward_asset: 'USD', rewards_owed: 0, paid: 0 }];
    queryClient.setQueryData(all, list([mission('a')], summary));
    handlers['company.mission.updated']?.(mission('a', { status: 'validated' }), {
      queryClient,
      position: '30',
    });
    expect(queryClient.getQueryState(all)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(open)?.isInvalidated).toBe(false);
    expect(ids(open)).toEqual([]);
  });
});

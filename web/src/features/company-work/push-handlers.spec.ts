import { realtimeMessages } from '@morphic/contracts';
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

  it('shows a task’s new Jira link in every cached list, and keeps it when the task moves', () => {
    const synced = { state: 'synced', jira_key: 'NW-3', at: '2025-03-12T10:32:00.000Z' } as const;
    handlers['company.tasks.jira']?.(
      { tasks: [{ mission_id: 'a', jira_sync: synced }] },
      { queryClient, position: '40' },
    );
    handlers['company.mission.updated']?.(mission('a', { status: 'assigned' }), {
      queryClient,
      position: '41',
    });
    expect(queryClient.getQueryData(all)?.jira_sync).toEqual({ a: synced });
    expect(queryClient.getQueryData(inProgress)?.jira_sync).toEqual({ a: synced });

    // An older state of the link, arriving late, changes nothing.
    handlers['company.tasks.jira']?.(
      { tasks: [{ mission_id: 'a', jira_sync: { state: 'not_linked' } }] },
      { queryClient, position: '39' },
    );
    expect(queryClient.getQueryData(all)?.jira_sync).toEqual({ a: synced });
  });

  it('shows a file a person attached in Jira on the open task, as the push carries it', () => {
    const file = {
      id: '10021',
      file_name: 'pier-wiring.csv',
      mime_type: 'text/csv',
      size: 31,
      author: 'Tomás Rivera',
      created_at: '2025-03-12T10:32:00.000+0000',
    };
    // The realtime client reads each push through its schema before the handlers see it.
    const pushed = realtimeMessages['company.mission.updated'].parse(
      mission('a', { jira_attachments: [file] }),
    );
    handlers['company.mission.updated']?.(pushed, { queryClient, position: '50' });
    expect(queryClient.getQueryData(all)?.missions[0]?.jira_attachments).toEqual([file]);
    expect(queryClient.getQueryData(open)?.missions[0]?.jira_attachments).toEqual([file]);
  });
});

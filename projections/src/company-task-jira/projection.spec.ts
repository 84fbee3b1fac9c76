import {
  COMPANY_TASK_JIRA_COLLECTION,
  CompanyTaskJiraDocSchema,
  STREAMS,
  type EventData,
} from '@morphic/contracts/server';
import { companyData, companyRepData } from '../testing/company-events';
import { companyWorkEvents } from '../testing/company-work-events';
import { accountsProjection } from '../accounts/projection';
import { companiesProjection } from '../companies/projection';
import { pushesFor } from '../runtime/projection';
import { TestLog, applyAll, expectIdempotent, parsedWith, project } from '../testing/project';
import { companyTaskJiraProjection } from './projection';
import { toTaskJiraSync } from './views';

const onMission = (missionId: string) => ({ streamId: STREAMS.mission(missionId) });

/** The demo company active with one representative who may view its tasks. */
function companyLog() {
  const log = new TestLog();
  const setup = [
    log.event('CompanyRegistered', companyData({ status: 'active' })),
    log.event('CompanyRepRegistered', companyRepData('rep-1')),
  ];
  const work = companyWorkEvents(log);
  const linked = (missionId: string, jiraKey: string) =>
    log.event(
      'JiraIssueLinked',
      { mission_id: missionId, account_id: 'a1', jira_key: jiraKey, origin: 'linked' },
      onMission(missionId),
    );
  const pushFailed = (missionId: string, action: 'create' | 'label', jiraKey = '') =>
    log.event(
      'JiraPushFailed',
      {
        mission_id: missionId,
        account_id: 'a1',
        jira_key: jiraKey,
        action,
        message: 'Jira answered 403: no',
      },
      onMission(missionId),
    );
  const sync = (succeeded: boolean) =>
    log.event(
      'JiraSyncRecorded',
      {
        account_id: 'a1',
        company_id: 'co-acme',
        succeeded,
        tasks_synced: 0,
        created: 0,
        updated: 0,
        message: succeeded ? 'Synced 0 tasks' : 'Failed: Jira answered 401: revoked',
      } satisfies EventData<'JiraSyncRecorded'>,
      { streamId: STREAMS.jiraAccount('a1') },
    );
  return { log, setup, work, linked, pushFailed, sync };
}

const docs = async (events: Parameters<typeof project>[1]) =>
  (await project(companyTaskJiraProjection, events))[COMPANY_TASK_JIRA_COLLECTION] ?? [];

describe('company task Jira projection', () => {
  it('keeps each company task’s link: not linked, linked and synced, failed, synced again', async () => {
    const { setup, work, linked, pushFailed, sync } = companyLog();
    const posted = work.posted('m1');
    const link = linked('m1', 'NW-3');
    const refused = pushFailed('m1', 'label', 'NW-3');
    const synced = sync(true);

    const [notLinked] = await docs([...setup, posted]);
    expect(toTaskJiraSync(CompanyTaskJiraDocSchema.parse(notLinked))).toEqual({
      state: 'not_linked',
    });
    const [afterLink] = await docs([...setup, posted, link]);
    expect(toTaskJiraSync(CompanyTaskJiraDocSchema.parse(afterLink))).toEqual({
      state: 'synced',
      jira_key: 'NW-3',
      at: link.metadata.at,
    });
    const [afterFailure] = await docs([...setup, posted, link, refused]);
    expect(toTaskJiraSync(CompanyTaskJiraDocSchema.parse(afterFailure))).toEqual({
      state: 'sync_failed',
      jira_key: 'NW-3',
      at: refused.metadata.at,
      message: 'Jira answered 403: no',
    });
    const all = await docs([...setup, posted, link, refused, synced]);
    expect(parsedWith(CompanyTaskJiraDocSchema, all)).toEqual(all);
    expect(all.map((doc) => toTaskJiraSync(CompanyTaskJiraDocSchema.parse(doc)))).toEqual([
      { state: 'synced', jira_key: 'NW-3', at: synced.metadata.at },
    ]);
  });

  it('shows a task whose issue could not be opened as failed, with no issue', async () => {
    const { setup, work, pushFailed } = companyLog();
    const posted = work.posted('m1');
    const [doc] = await docs([...setup, posted, pushFailed('m1', 'create')]);
    expect(toTaskJiraSync(CompanyTaskJiraDocSchema.parse(doc))).toMatchObject({
      state: 'sync_failed',
      jira_key: null,
    });
  });

  it('marks every linked task of the account when its sync fails, and leaves others alone', async () => {
    const { setup, work, linked, sync } = companyLog();
    const all = await docs([
      ...setup,
      work.posted('m1'),
      work.posted('m2'),
      linked('m1', 'NW-3'),
      sync(false),
    ]);
    expect(all.map((doc) => [doc._id, doc['failure']])).toEqual([
      ['m1', 'Failed: Jira answered 401: revoked'],
      ['m2', null],
    ]);
  });

  it('keeps no document for a marketplace mission of no company', async () => {
    const log = new TestLog();
    expect(await docs([companyWorkEvents(log, null).posted('m1')])).toEqual([]);
  });

  it('tells the representatives who may view the tasks', async () => {
    const { setup, work, linked } = companyLog();
    const posted = work.posted('m1');
    const link = linked('m1', 'NW-3');
    const store = await applyAll(companiesProjection, setup);
    await applyAll(accountsProjection, setup, store);
    await applyAll(companyTaskJiraProjection, [posted, link], store);
    expect(await pushesFor(companyTaskJiraProjection, link, store)).toEqual([
      {
        rooms: ['user:rep-1'],
        message: 'company.tasks.jira',
        data: {
          tasks: [
            {
              mission_id: 'm1',
              jira_sync: { state: 'synced', jira_key: 'NW-3', at: link.metadata.at },
            },
          ],
        },
      },
    ]);
  });

  it('is idempotent: an event applied again never turns a task’s state back', async () => {
    const { setup, work, linked, pushFailed, sync } = companyLog();
    await expectIdempotent(companyTaskJiraProjection, [
      ...setup,
      work.posted('m1'),
      work.posted('m2'),
      linked('m1', 'NW-3'),
      pushFailed('m1', 'label', 'NW-3'),
      sync(true),
      pushFailed('m2', 'create'),
      sync(false),
    ]);
  });
});

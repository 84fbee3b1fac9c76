import {
  JIRA_ACCOUNTS_COLLECTION,
  JiraAccountDocSchema,
  type EventData,
} from '@morphic/contracts/server';
import { STREAMS } from '@morphic/contracts/server';
import { TestLog, parsedWith, project, expectIdempotent } from '../testing/project';
import { jiraAccountsProjection } from './projection';

const sealed = (tag: string) => ({ sealed: `v1.${tag}`, bytes: 24 });
const account = (id: string): EventData<'JiraAccountAdded'> => ({
  account_id: id,
  company_id: 'c1',
  account_name: `Site ${id}`,
  account_description: null,
  jira_url: 'https://northwind.atlassian.net',
  jira_email: 'sync@northwind.example',
  api_token: sealed('api'),
  upload_enabled: false,
  upload_username: null,
  upload_token: null,
  project_keys: ['NW'],
  webhook_enabled: true,
  is_primary: false,
  is_active: true,
  webhook_secret: sealed('hook'),
});

const history = () => {
  const log = new TestLog();
  const a1 = { streamId: STREAMS.jiraAccount('a1') };
  const a2 = { streamId: STREAMS.jiraAccount('a2') };
  return [
    log.event('JiraAccountAdded', account('a1'), a1),
    log.event('JiraAccountAdded', account('a2'), a2),
    log.event(
      'JiraAccountChanged',
      {
        account_id: 'a1',
        company_id: 'c1',
        changes: { is_primary: true, project_keys: ['NW', 'OPS'] },
      },
      a1,
    ),
    log.event('JiraAccountRemoved', { account_id: 'a2', company_id: 'c1' }, a2),
    log.event('JiraCalibrationStarted', { account_id: 'a1', company_id: 'c1' }, a1),
    log.event(
      'JiraCalibrationFieldDetected',
      {
        account_id: 'a1',
        company_id: 'c1',
        field_id: 'customfield_10050',
        field_name: 'Story price',
        issue_key: 'NW-2',
      },
      a1,
    ),
    log.event(
      'JiraCalibrationStopped',
      { account_id: 'a1', company_id: 'c1', field_id: 'customfield_10050' },
      a1,
    ),
    log.event(
      'JiraSyncRecorded',
      {
        account_id: 'a1',
        company_id: 'c1',
        succeeded: true,
        tasks_synced: 6,
        created: 6,
        updated: 0,
        message: 'Synced 6 tasks',
      },
      a1,
    ),
  ];
};

describe('jira accounts projection', () => {
  it('keeps each account with its latest settings, and marks removed ones', async () => {
    const docs = (await project(jiraAccountsProjection, history()))[JIRA_ACCOUNTS_COLLECTION] ?? [];

    expect(docs.map((doc) => [doc._id, doc['removed_at']])).toEqual([
      ['a1', null],
      ['a2', expect.any(String)],
    ]);
    expect(docs[0]).toMatchObject({
      _id: 'a1',
      company_id: 'c1',
      is_primary: true,
      project_keys: ['NW', 'OPS'],
      api_token: sealed('api'),
      sync_status: 'Synced 6 tasks',
      calibration_status: 'completed',
      calibration_field_id: 'customfield_10050',
      detected_field_name: 'Story price',
      stream_revision: 5,
    });
    expect(parsedWith(JiraAccountDocSchema, docs)).toEqual(docs);
  });

  it('is idempotent: each event twice, or the whole log replayed, gives the same documents', async () => {
    const events = history();
    await expectIdempotent(jiraAccountsProjection, events);
  });
});

import {
  COMPANIES_COLLECTION,
  CompanyDocSchema,
  STREAMS,
  type EventData,
} from '@morphic/contracts/server';
import type { ProjectedEvent } from '../runtime/projection';
import {
  TestLog,
  parsedWith,
  project,
  pushesAfter,
  projectForIdempotency,
  expectIdempotent,
} from '../testing/project';
import { companyData, companyRepData, companyUpdateData } from '../testing/company-events';
import { companiesProjection } from './projection';
import { companyJiraStateOf } from './views';

const companyDocs = async (events: Parameters<typeof project>[1]) =>
  (await project(companiesProjection, events))[COMPANIES_COLLECTION] ?? [];

describe('companies projection', () => {
  it('records a registered company with no representatives yet', async () => {
    const log = new TestLog();
    const registered = log.event('CompanyRegistered', companyData());

    const docs = await companyDocs([registered]);

    expect(docs).toEqual([
      {
        _id: 'co-acme',
        company_name: 'Acme Robotics',
        email: 'hello@acme.io',
        industry: 'Robotics',
        company_size: '11-50',
        website: 'https://acme.io',
        description: 'Warehouse robots',
        contact_person_name: 'Grace Hopper',
        contact_person_role: 'CTO',
        status: 'pending_verification',
        jira_url: null,
        sync_status: null,
        last_sync_at: null,
        last_sync_succeeded: null,
        jira_accounts: [],
        rep_ids: [],
        former_rep_ids: [],
        created_at: registered.metadata.at,
        deleted_at: null,
        stream_revision: 0,
      },
    ]);
    expect(parsedWith(CompanyDocSchema, docs)).toEqual(docs);
  });

  it('adds representatives registered after the company, in order, each once', async () => {
    const log = new TestLog();
    const docs = await companyDocs([
      log.event('CompanyRegistered', companyData()),
      log.event('CompanyRepRegistered', companyRepData('rep-1')),
      log.event('CompanyRepRegistered', companyRepData('rep-2')),
      log.event('CompanyRepRegistered', companyRepData('rep-other', 'co-other')),
    ]);

    expect(docs.map((doc) => [doc._id, doc['rep_ids']])).toEqual([['co-acme', ['rep-1', 'rep-2']]]);
    expect(parsedWith(CompanyDocSchema, docs)).toEqual(docs);
  });

  it('lists no company for a representative whose company is not registered (the command refuses that)', async () => {
    const log = new TestLog();

    expect(
      await project(companiesProjection, [
        log.event('CompanyRepRegistered', companyRepData('rep-1')),
      ]),
    ).toEqual({ [COMPANIES_COLLECTION]: [] });
  });

  it('takes the status an admin sets, and tells the representatives’ sockets', async () => {
    const log = new TestLog();
    const events = [
      log.event('CompanyRegistered', companyData()),
      log.event('CompanyRepRegistered', companyRepData('rep-1')),
      log.event('CompanyRepRegistered', companyRepData('rep-2')),
      log.event('CompanyStatusChanged', {
        company_id: 'co-acme',
        status: 'active',
        previous_status: 'pending_verification',
      }),
    ];

    expect((await companyDocs(events)).map((doc) => doc['status'])).toEqual(['active']);
    expect(await pushesAfter(companiesProjection, events)).toEqual([
      {
        rooms: ['user:rep-1', 'user:rep-2'],
        message: 'company.updated',
        data: {
          company_name: 'Acme Robotics',
          status: 'active',
          jira_url: null,
          sync_status: null,
          last_sync_at: null,
          jira_state: { state: 'not_connected' },
        },
      },
    ]);
  });

  it('shows the latest Jira sync of any of its accounts, and tells the representatives', async () => {
    const log = new TestLog();
    const sync = (accountId: string, message: string) =>
      log.event(
        'JiraSyncRecorded',
        {
          account_id: accountId,
          company_id: 'co-acme',
          succeeded: true,
          tasks_synced: 2,
          created: 2,
          updated: 0,
          message,
        },
        { streamId: `jiraaccount-${accountId}` },
      );
    const events = [
      log.event('CompanyRegistered', companyData()),
      log.event('CompanyRepRegistered', companyRepData('rep-1')),
      sync('a1', 'Synced 2 tasks'),
      sync('a2', 'Synced 0 tasks'),
    ];
    const [doc] = await companyDocs(events);
    expect(doc).toMatchObject({
      sync_status: 'Synced 0 tasks',
      last_sync_at: events[3]?.metadata.at,
    });
    // Applied again, the older sync does not win.
    const { once, eachTwice } = await projectForIdempotency(companiesProjection, events);
    expect(eachTwice).toEqual(once);
    expect(await pushesAfter(companiesProjection, events)).toEqual([
      expect.objectContaining({
        rooms: ['user:rep-1'],
        data: expect.objectContaining({ sync_status: 'Synced 0 tasks' }),
      }),
    ]);
  });

  it('says whether its Jira is connected, from its accounts, and how the last sync ended', async () => {
    const log = new TestLog();
    const onAccount = (accountId: string) => ({ streamId: STREAMS.jiraAccount(accountId) });
    const added = (accountId: string, changes: Partial<EventData<'JiraAccountAdded'>> = {}) =>
      log.event(
        'JiraAccountAdded',
        {
          account_id: accountId,
          company_id: 'co-acme',
          account_name: 'Acme Cloud',
          account_description: null,
          jira_url: 'https://acme.atlassian.net',
          jira_email: 'sync@acme.io',
          api_token: { sealed: 'v1.token', bytes: 24 },
          upload_enabled: false,
          upload_username: null,
          upload_token: null,
          project_keys: ['AC'],
          webhook_enabled: true,
          is_primary: true,
          is_active: true,
          webhook_secret: { sealed: 'v1.hook', bytes: 32 },
          ...changes,
        },
        onAccount(accountId),
      );
    const changed = (changes: EventData<'JiraAccountChanged'>['changes']) =>
      log.event(
        'JiraAccountChanged',
        { account_id: 'a1', company_id: 'co-acme', changes },
        onAccount('a1'),
      );
    const synced = (succeeded: boolean) =>
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
        },
        onAccount('a1'),
      );
    const registered = [
      log.event('CompanyRegistered', companyData()),
      log.event('CompanyRepRegistered', companyRepData('rep-1')),
    ];
    const stateAfter = async (...events: ProjectedEvent[]) => {
      const [doc] = await companyDocs([...registered, ...events]);
      return companyJiraStateOf(CompanyDocSchema.parse(doc));
    };

    const noProjects = added('a0', { project_keys: [] });
    const account = added('a1');
    expect(await stateAfter(noProjects)).toEqual({ state: 'not_connected' });
    expect(await stateAfter(noProjects, account)).toEqual({ state: 'never_synced' });
    const failedSync = synced(false);
    expect(await stateAfter(account, failedSync)).toEqual({
      state: 'sync_failed',
      at: failedSync.metadata.at,
      message: 'Failed: Jira answered 401: revoked',
    });
    const goodSync = synced(true);
    expect(await stateAfter(account, failedSync, goodSync)).toMatchObject({ state: 'synced' });
    const off = changed({ is_active: false });
    expect(await stateAfter(account, goodSync, off)).toEqual({ state: 'not_connected' });
    const removed = log.event(
      'JiraAccountRemoved',
      { account_id: 'a1', company_id: 'co-acme' },
      onAccount('a1'),
    );
    expect(await stateAfter(account, removed)).toEqual({ state: 'not_connected' });

    // Re-applied, an older change never turns the state back; the representatives hear each.
    const onAgain = changed({ is_active: true });
    const events = [...registered, account, off, onAgain, goodSync, removed];
    await expectIdempotent(companiesProjection, events);
    expect(await pushesAfter(companiesProjection, [...registered, account, off, onAgain])).toEqual([
      expect.objectContaining({
        rooms: ['user:rep-1'],
        data: expect.objectContaining({ jira_state: { state: 'never_synced' } }),
      }),
    ]);
  });

  it('takes an admin’s edit and tells the representatives’ sockets the new name', async () => {
    const log = new TestLog();
    const events = [
      log.event('CompanyRegistered', companyData()),
      log.event('CompanyRepRegistered', companyRepData('rep-1')),
      log.event(
        'CompanyUpdated',
        companyUpdateData({ company_name: 'Acme Labs', website: null, industry: 'Logistics' }),
      ),
    ];

    const docs = await companyDocs(events);
    expect(docs[0]).toMatchObject({
      company_name: 'Acme Labs',
      website: null,
      industry: 'Logistics',
      status: 'pending_verification',
      stream_revision: 1,
    });
    expect(parsedWith(CompanyDocSchema, docs)).toEqual(docs);
    expect(await pushesAfter(companiesProjection, events)).toEqual([
      {
        rooms: ['user:rep-1'],
        message: 'company.updated',
        data: expect.objectContaining({ company_name: 'Acme Labs' }),
      },
    ]);
  });

  it('lets a deleted representative leave, and a deleted company stay as a tombstone', async () => {
    const log = new TestLog();
    const before = [
      log.event('CompanyRegistered', companyData()),
      log.event('CompanyRepRegistered', companyRepData('rep-1')),
      log.event('CompanyRepRegistered', companyRepData('rep-2')),
      log.event('CompanyRepDeleted', { rep_id: 'rep-1', company_id: 'co-acme', reason: 'admin' }),
    ];
    const deleted = log.event('CompanyDeleted', {
      company_id: 'co-acme',
      company_name: 'Acme Robotics',
    });
    const docs = await companyDocs([...before, deleted]);

    expect(docs[0]).toMatchObject({
      rep_ids: ['rep-2'],
      former_rep_ids: ['rep-1'],
      deleted_at: deleted.metadata.at,
    });
    expect(parsedWith(CompanyDocSchema, docs)).toEqual(docs);
  });

  it('is idempotent: each event twice, or the whole log replayed, gives the same documents', async () => {
    const log = new TestLog();
    const events = [
      log.event('CompanyRegistered', companyData()),
      log.event('CompanyRepRegistered', companyRepData('rep-1')),
      log.event(
        'CompanyRegistered',
        companyData({ company_id: 'co-other', company_name: 'Other' }),
      ),
      log.event('CompanyRepRegistered', companyRepData('rep-2', 'co-other')),
      log.event('CompanyStatusChanged', {
        company_id: 'co-acme',
        status: 'active',
        previous_status: 'pending_verification',
      }),
      log.event('CompanyUpdated', companyUpdateData({ company_name: 'Acme Labs' })),
      log.event('CompanyRepRegistered', companyRepData('rep-3')),
      log.event('CompanyRepDeleted', { rep_id: 'rep-1', company_id: 'co-acme', reason: 'admin' }),
      log.event('CompanyDeleted', { company_id: 'co-other', company_name: 'Other' }),
    ];

    const once = await expectIdempotent(companiesProjection, events);

    expect(
      once[COMPANIES_COLLECTION]?.map((doc) => [
        doc._id,
        doc['company_name'],
        doc['rep_ids'],
        doc['status'],
        doc['deleted_at'] !== null,
      ]),
    ).toEqual([
      ['co-acme', 'Acme Labs', ['rep-3'], 'active', false],
      ['co-other', 'Other', ['rep-2'], 'pending_verification', true],
    ]);
  });
});

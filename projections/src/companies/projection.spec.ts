import { COMPANIES_COLLECTION, CompanyDocSchema } from '@morphic/contracts/server';
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

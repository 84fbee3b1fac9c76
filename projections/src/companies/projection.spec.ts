import { COMPANIES_COLLECTION, CompanyDocSchema, type EventData } from '@morphic/contracts/server';
import {
  TestLog,
  parsedWith,
  project,
  projectForIdempotency,
  reapplicationsOf,
} from '../testing/project';
import { companiesProjection } from './projection';

const company = (
  overrides: Partial<EventData<'CompanyRegistered'>> = {},
): EventData<'CompanyRegistered'> => ({
  company_id: 'co-acme',
  company_name: 'Acme Robotics',
  email: 'hello@acme.io',
  industry: 'Robotics',
  company_size: '11-50',
  website: 'https://acme.io',
  description: 'Warehouse robots',
  contact_person_name: 'Grace Hopper',
  contact_person_role: 'CTO',
  status: 'pending_verification',
  ...overrides,
});

const rep = (repId: string, companyId = 'co-acme'): EventData<'CompanyRepRegistered'> => ({
  rep_id: repId,
  company_id: companyId,
  email: `${repId}@acme.io`,
  first_name: 'Grace',
  last_name: 'Hopper',
  phone: null,
  password_hash: '$argon2id$v=19$m=65536,t=3,p=4$x',
  role: 'representative',
  status: 'active',
  permissions: {
    can_view_tasks: true,
    can_manage_tasks: false,
    can_view_payments: false,
    can_manage_payments: false,
    can_view_reports: false,
    can_submit_complaints: true,
  },
});

const companyDocs = async (events: Parameters<typeof project>[1]) =>
  (await project(companiesProjection, events))[COMPANIES_COLLECTION] ?? [];

describe('companies projection', () => {
  it('records a registered company with no representatives yet', async () => {
    const log = new TestLog();
    const registered = log.event('CompanyRegistered', company());

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
        created_at: registered.metadata.at,
      },
    ]);
    expect(parsedWith(CompanyDocSchema, docs)).toEqual(docs);
  });

  it('adds representatives registered after the company, in order, each once', async () => {
    const log = new TestLog();
    const docs = await companyDocs([
      log.event('CompanyRegistered', company()),
      log.event('CompanyRepRegistered', rep('rep-1')),
      log.event('CompanyRepRegistered', rep('rep-2')),
      log.event('CompanyRepRegistered', rep('rep-other', 'co-other')),
    ]);

    expect(docs.map((doc) => [doc._id, doc['rep_ids']])).toEqual([['co-acme', ['rep-1', 'rep-2']]]);
    expect(parsedWith(CompanyDocSchema, docs)).toEqual(docs);
  });

  it('lists no company for a representative whose company is not registered (the command refuses that)', async () => {
    const log = new TestLog();

    expect(
      await project(companiesProjection, [log.event('CompanyRepRegistered', rep('rep-1'))]),
    ).toEqual({ [COMPANIES_COLLECTION]: [] });
  });

  it('is idempotent: each event twice, or the whole log replayed, gives the same documents', async () => {
    const log = new TestLog();
    const events = [
      log.event('CompanyRegistered', company()),
      log.event('CompanyRepRegistered', rep('rep-1')),
      log.event('CompanyRegistered', company({ company_id: 'co-other', company_name: 'Other' })),
      log.event('CompanyRepRegistered', rep('rep-2', 'co-other')),
    ];

    const { once, eachTwice, replayed } = await projectForIdempotency(companiesProjection, events);

    expect(once[COMPANIES_COLLECTION]?.map((doc) => [doc._id, doc['rep_ids']])).toEqual([
      ['co-acme', ['rep-1']],
      ['co-other', ['rep-2']],
    ]);
    expect(eachTwice).toEqual(once);
    expect(replayed).toEqual(once);
    for (const { label, before, after } of await reapplicationsOf(companiesProjection, events)) {
      expect({ label, docs: after }).toEqual({ label, docs: before });
    }
  });
});

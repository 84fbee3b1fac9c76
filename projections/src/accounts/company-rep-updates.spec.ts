import { ACCOUNTS_COLLECTION, AccountDocSchema, type EventData } from '@morphic/contracts/server';
import { companyData, companyRepData, companyUpdateData } from '../testing/company-events';
import { TestLog, parsedWith, project, pushesAfter, expectIdempotent } from '../testing/project';
import { accountsProjection } from './projection';

const accountDocs = async (events: Parameters<typeof project>[1]) =>
  (await project(accountsProjection, events))[ACCOUNTS_COLLECTION] ?? [];

const edited = (
  overrides: Partial<EventData<'CompanyRepUpdated'>> = {},
): EventData<'CompanyRepUpdated'> => ({
  rep_id: 'rep-1',
  company_id: 'co-acme',
  email: 'Rita@Acme.io',
  first_name: 'Rita',
  last_name: 'Quay',
  phone: '+44 20 7946 0000',
  role: 'manager',
  is_primary_contact: true,
  permissions: { ...companyRepData('rep-1').permissions, can_manage_tasks: true },
  ...overrides,
});

const suspended: EventData<'CompanyRepStatusChanged'> = {
  rep_id: 'rep-1',
  company_id: 'co-acme',
  status: 'suspended',
  previous_status: 'active',
};

describe('accounts projection: admins managing companies and representatives', () => {
  it('takes a representative’s edit, status and verification', async () => {
    const log = new TestLog();
    const docs = await accountDocs([
      log.event('CompanyRepRegistered', companyRepData('rep-1')),
      log.event('CompanyRepUpdated', edited()),
      log.event('CompanyRepStatusChanged', suspended),
      log.event('CompanyRepVerificationSet', {
        rep_id: 'rep-1',
        company_id: 'co-acme',
        is_verified: false,
      }),
    ]);

    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({
      username: 'Rita@Acme.io',
      username_lower: 'rita@acme.io',
      email_lower: 'rita@acme.io',
      full_name: 'Rita Quay',
      phone: '+44 20 7946 0000',
      rep_role: 'manager',
      is_primary_contact: true,
      permissions: { can_manage_tasks: true },
      status: 'suspended',
      email_verified: false,
      stream_revision: 3,
    });
    expect(parsedWith(AccountDocSchema, docs)).toEqual(docs);
  });

  it('anonymises a deleted representative, so their email can be registered again', async () => {
    const log = new TestLog();
    const registered = log.event('CompanyRepRegistered', companyRepData('rep-1'));
    const deleted = log.event('CompanyRepDeleted', {
      rep_id: 'rep-1',
      company_id: 'co-acme',
      reason: 'admin',
    });
    const docs = await accountDocs([
      registered,
      deleted,
      log.event('CompanyRepRegistered', { ...companyRepData('rep-2'), email: 'rep-1@acme.io' }),
    ]);

    expect(docs.map((doc) => [doc._id, doc['email_lower'], doc['full_name']])).toEqual([
      ['rep-1', 'deleted:rep-1', null],
      ['rep-2', 'rep-1@acme.io', 'Grace Hopper'],
    ]);
    expect(docs[0]).toMatchObject({
      username: 'deleted:rep-1',
      first_name: null,
      last_name: null,
      phone: null,
      deleted_at: deleted.metadata.at,
    });
    expect(parsedWith(AccountDocSchema, docs)).toEqual(docs);
  });

  it('renames and deletes the sign-in identity of a company that signed itself up', async () => {
    const log = new TestLog();
    const registered = log.event('CompanyRegistered', {
      ...companyData(),
      password_hash: '$argon2id$acme',
    });
    const updated = log.event(
      'CompanyUpdated',
      companyUpdateData({ company_name: 'Acme Labs', email: 'Ops@Acme.io' }),
    );
    const renamed = await accountDocs([registered, updated]);
    expect(renamed[0]).toMatchObject({
      username: 'company:Ops@Acme.io',
      username_lower: 'company:ops@acme.io',
      email_lower: 'ops@acme.io',
      full_name: 'Acme Labs',
    });

    const deleted = await accountDocs([
      registered,
      updated,
      log.event('CompanyDeleted', { company_id: 'co-acme', company_name: 'Acme Labs' }),
    ]);
    expect(deleted[0]).toMatchObject({
      type: 'company',
      username_lower: 'deleted:co-acme',
      email_lower: 'deleted:co-acme',
      full_name: null,
    });
  });

  it('records when an account last signed in itself, never going back, impersonations aside', async () => {
    const log = new TestLog();
    const session = (jti: string, impersonatorId: string | null = null) =>
      log.event('SessionOpened', {
        jti,
        account_id: 'rep-1',
        account_type: 'company_rep',
        expires_at: '2025-03-02T09:00:00.000Z',
        impersonator_id: impersonatorId,
      });
    const registered = log.event('CompanyRepRegistered', companyRepData('rep-1'));
    const first = session('s1');
    const second = session('s2');
    const impersonated = session('s3', 'admin-1');

    const docs = await accountDocs([registered, first, second, impersonated, first]);

    expect(docs[0]?.['last_login_at']).toBe(second.metadata.at);
    expect((await accountDocs([registered]))[0]).not.toHaveProperty('last_login_at');
  });

  it('pushes the edited details and permissions to the representative’s open pages', async () => {
    const log = new TestLog();
    const pushes = await pushesAfter(accountsProjection, [
      log.event('CompanyRepRegistered', companyRepData('rep-1')),
      log.event('CompanyRepUpdated', edited()),
    ]);

    expect(pushes).toEqual([
      {
        rooms: ['user:rep-1'],
        message: 'account.updated',
        data: {
          id: 'rep-1',
          email: 'Rita@Acme.io',
          full_name: 'Rita Quay',
          first_name: 'Rita',
          last_name: 'Quay',
          role: 'manager',
          permissions: edited().permissions,
        },
      },
    ]);
  });

  it('is idempotent: each event twice, the log replayed, or an earlier event re-applied, gives the same documents', async () => {
    const log = new TestLog();
    const events = [
      log.event('CompanyRegistered', { ...companyData(), password_hash: '$argon2id$acme' }),
      log.event('CompanyRepRegistered', companyRepData('rep-1')),
      log.event('CompanyRepUpdated', edited()),
      log.event('CompanyRepStatusChanged', suspended),
      log.event('CompanyUpdated', companyUpdateData({ company_name: 'Acme Labs' })),
      log.event('CompanyRepDeleted', { rep_id: 'rep-1', company_id: 'co-acme', reason: 'admin' }),
      log.event('CompanyDeleted', { company_id: 'co-acme', company_name: 'Acme Labs' }),
    ];

    const once = await expectIdempotent(accountsProjection, events);

    expect(once[ACCOUNTS_COLLECTION]?.map((doc) => [doc._id, doc['email_lower']])).toEqual([
      ['co-acme', 'deleted:co-acme'],
      ['rep-1', 'deleted:rep-1'],
    ]);
  });
});

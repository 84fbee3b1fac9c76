import { ACCOUNTS_COLLECTION, AccountDocSchema, type EventData } from '@morphic/contracts/server';
import { DuplicateKeyError } from '@morphic/stores';
import { TestLog, applyAll, parsedWith, project, expectIdempotent } from '../testing/project';
import { accountsProjection } from './projection';

const ALL_REP_PERMISSIONS = {
  can_view_tasks: true,
  can_manage_tasks: true,
  can_view_payments: true,
  can_manage_payments: false,
  can_view_reports: true,
  can_submit_complaints: true,
};

const operator = (
  overrides: Partial<EventData<'OperatorRegistered'>> = {},
): EventData<'OperatorRegistered'> => ({
  operator_id: 'op-ada',
  username: 'Ada',
  email: 'Ada@Example.com',
  full_name: 'Ada King Lovelace',
  password_hash: '$argon2id$v=19$m=65536,t=3,p=4$ada',
  role: 'operator,validator',
  age: 36,
  education: 'masters',
  university: 'University of London',
  cohort: 'Genesis Cohort',
  email_verified: true,
  ...overrides,
});

const rep = (
  overrides: Partial<EventData<'CompanyRepRegistered'>> = {},
): EventData<'CompanyRepRegistered'> => ({
  rep_id: 'rep-grace',
  company_id: 'co-acme',
  email: 'Grace@Acme.io',
  first_name: 'Grace',
  last_name: 'Hopper',
  phone: '+44 20 7946 0000',
  password_hash: '$argon2id$v=19$m=65536,t=3,p=4$grace',
  role: 'manager',
  status: 'active',
  permissions: ALL_REP_PERMISSIONS,
  ...overrides,
});

describe('accounts projection', () => {
  it('records a registered operator with lowercased lookups and split name', async () => {
    const log = new TestLog();
    const registered = log.event('OperatorRegistered', operator());

    const docs = await project(accountsProjection, [registered]);

    expect(docs[ACCOUNTS_COLLECTION]).toEqual([
      {
        _id: 'op-ada',
        type: 'operator',
        username: 'Ada',
        username_lower: 'ada',
        email: 'Ada@Example.com',
        email_lower: 'ada@example.com',
        full_name: 'Ada King Lovelace',
        first_name: 'Ada',
        last_name: 'King Lovelace',
        avatar_url: null,
        role: 'operator,validator',
        rep_role: null,
        credits: 0,
        cohort: 'Genesis Cohort',
        age: 36,
        education: 'masters',
        university: 'University of London',
        email_verified: true,
        onboarding_completed: false,
        character_report_completed: false,
        company_id: null,
        permissions: null,
        status: 'active',
        created_at: registered.metadata.at,
        bio: null,
        cv: null,
        character_report_data: null,
        stream_revision: 0,
      },
    ]);
    expect(parsedWith(AccountDocSchema, docs[ACCOUNTS_COLLECTION] ?? [])).toEqual(
      docs[ACCOUNTS_COLLECTION],
    );
  });

  it('leaves the names empty for an operator without a full name, and one-word names unsplit', async () => {
    const log = new TestLog();
    const events = [
      log.event(
        'OperatorRegistered',
        operator({ operator_id: 'op-1', username: 'anon', email: 'a@x.io', full_name: null }),
      ),
      log.event(
        'OperatorRegistered',
        operator({
          operator_id: 'op-2',
          username: 'plato',
          email: 'p@x.io',
          full_name: '  Plato ',
        }),
      ),
    ];

    const docs = await project(accountsProjection, events);

    expect(
      docs[ACCOUNTS_COLLECTION]?.map(({ _id, full_name, first_name, last_name }) => ({
        _id,
        full_name,
        first_name,
        last_name,
      })),
    ).toEqual([
      { _id: 'op-1', full_name: null, first_name: null, last_name: null },
      { _id: 'op-2', full_name: '  Plato ', first_name: 'Plato', last_name: null },
    ]);
    expect(parsedWith(AccountDocSchema, docs[ACCOUNTS_COLLECTION] ?? [])).toEqual(
      docs[ACCOUNTS_COLLECTION],
    );
  });

  it('records a company representative, signing in with their email', async () => {
    const log = new TestLog();
    const registered = log.event('CompanyRepRegistered', rep(), {
      metadata: { actorId: null, actorRole: 'anonymous' },
    });

    const docs = await project(accountsProjection, [registered]);

    expect(docs[ACCOUNTS_COLLECTION]).toEqual([
      {
        _id: 'rep-grace',
        type: 'company_rep',
        username: 'Grace@Acme.io',
        username_lower: 'grace@acme.io',
        email: 'Grace@Acme.io',
        email_lower: 'grace@acme.io',
        full_name: 'Grace Hopper',
        first_name: 'Grace',
        last_name: 'Hopper',
        avatar_url: null,
        role: '',
        rep_role: 'manager',
        credits: 0,
        cohort: null,
        age: null,
        education: null,
        university: null,
        email_verified: true,
        onboarding_completed: false,
        character_report_completed: false,
        company_id: 'co-acme',
        permissions: ALL_REP_PERMISSIONS,
        status: 'active',
        created_at: registered.metadata.at,
        bio: null,
        cv: null,
        character_report_data: null,
        stream_revision: 0,
        phone: '+44 20 7946 0000',
        is_primary_contact: false,
      },
    ]);
    expect(parsedWith(AccountDocSchema, docs[ACCOUNTS_COLLECTION] ?? [])).toEqual(
      docs[ACCOUNTS_COLLECTION],
    );
  });

  it('marks a representative pending verification as not email-verified', async () => {
    const log = new TestLog();
    const docs = await project(accountsProjection, [
      log.event('CompanyRepRegistered', rep({ status: 'pending_verification' })),
    ]);

    expect(docs[ACCOUNTS_COLLECTION]?.[0]).toMatchObject({
      status: 'pending_verification',
      email_verified: false,
    });
  });

  it('lets an operator and a representative share an email (unique per account type)', async () => {
    const log = new TestLog();
    const events = [
      log.event('OperatorRegistered', operator({ email: 'grace@acme.io', username: 'grace' })),
      log.event('CompanyRepRegistered', rep({ email: 'Grace@Acme.io' })),
    ];

    const docs = await project(accountsProjection, events);

    expect(
      docs[ACCOUNTS_COLLECTION]?.map((doc) => [doc._id, doc['type'], doc['email_lower']]),
    ).toEqual([
      ['op-ada', 'operator', 'grace@acme.io'],
      ['rep-grace', 'company_rep', 'grace@acme.io'],
    ]);
  });

  it('records a company that signed itself up as its own sign-in, beside a representative with its address', async () => {
    const log = new TestLog();
    const company: EventData<'CompanyRegistered'> = {
      company_id: 'co-acme',
      company_name: 'Acme',
      email: 'Grace@Acme.io',
      industry: null,
      company_size: null,
      website: null,
      description: null,
      contact_person_name: null,
      contact_person_role: null,
      status: 'pending_verification',
      password_hash: '$argon2id$acme',
    };
    const events = [
      log.event('CompanyRegistered', company),
      log.event('CompanyRepRegistered', rep()),
      log.event('CompanyRegistered', {
        ...company,
        company_id: 'co-seeded',
        email: 'seeded@acme.io',
        password_hash: undefined,
      }),
    ];

    const docs = (await project(accountsProjection, events))[ACCOUNTS_COLLECTION] ?? [];

    expect(
      docs.map((doc) => [doc._id, doc['type'], doc['username_lower'], doc['email_lower']]),
    ).toEqual([
      ['co-acme', 'company', 'company:grace@acme.io', 'grace@acme.io'],
      ['rep-grace', 'company_rep', 'grace@acme.io', 'grace@acme.io'],
    ]);
    expect(parsedWith(AccountDocSchema, docs)).toEqual(docs);
  });

  it('refuses a second account with the same username, whatever its case', async () => {
    const log = new TestLog();
    const first = log.event('OperatorRegistered', operator());
    const clash = log.event(
      'OperatorRegistered',
      operator({ operator_id: 'op-other', username: 'ADA', email: 'other@example.com' }),
    );
    const store = await applyAll(accountsProjection, [first]);

    await expect(applyAll(accountsProjection, [clash], store)).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    expect(await store.collection(ACCOUNTS_COLLECTION).count()).toBe(1);
  });

  it('refuses a second account of the same type with the same email, whatever its case', async () => {
    const log = new TestLog();
    const first = log.event('OperatorRegistered', operator());
    const clash = log.event(
      'OperatorRegistered',
      operator({ operator_id: 'op-other', username: 'other', email: 'ADA@example.COM' }),
    );
    const store = await applyAll(accountsProjection, [first]);

    await expect(applyAll(accountsProjection, [clash], store)).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    expect(await store.collection(ACCOUNTS_COLLECTION).count()).toBe(1);
  });

  it('is idempotent: each event twice, or the whole log replayed, gives the same documents', async () => {
    const log = new TestLog();
    const events = [
      log.event('OperatorRegistered', operator()),
      log.event('CompanyRepRegistered', rep()),
      log.event(
        'OperatorRegistered',
        operator({ operator_id: 'op-alan', username: 'alan', email: 'alan@example.com' }),
      ),
    ];

    const once = await expectIdempotent(accountsProjection, events);

    expect(once[ACCOUNTS_COLLECTION]).toHaveLength(3);
  });
});

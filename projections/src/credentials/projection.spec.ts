import { CREDENTIALS_COLLECTION, CredentialDocSchema, STREAMS } from '@morphic/contracts/server';
import {
  TestLog,
  parsedWith,
  project,
  projectForIdempotency,
  reapplicationsOf,
  expectIdempotent,
} from '../testing/project';
import { credentialsProjection } from './projection';

const events = (log = new TestLog()) => [
  log.event('OperatorRegistered', {
    operator_id: 'op-ada',
    username: 'ada',
    email: 'ada@example.com',
    full_name: 'Ada Lovelace',
    password_hash: '$argon2id$v=19$m=65536,t=3,p=4$ada',
    role: 'operator',
    age: null,
    education: null,
    university: null,
    cohort: 'Genesis Cohort',
    email_verified: false,
  }),
  log.event('CompanyRepRegistered', {
    rep_id: 'rep-grace',
    company_id: 'co-acme',
    email: 'grace@acme.io',
    first_name: 'Grace',
    last_name: 'Hopper',
    phone: null,
    password_hash: '$argon2id$v=19$m=65536,t=3,p=4$grace',
    role: 'admin',
    status: 'active',
    permissions: {
      can_view_tasks: true,
      can_manage_tasks: true,
      can_view_payments: true,
      can_manage_payments: true,
      can_view_reports: true,
      can_submit_complaints: true,
    },
  }),
  log.event('CurrentCohortSet', { name: 'Cohort 2' }),
];

/** The registrations, then resets in the accounts' own streams (revisions 1 to 3 for Ada). */
const withResets = () => {
  const log = new TestLog();
  const ada = { streamId: STREAMS.operator('op-ada') };
  const grace = { streamId: STREAMS.companyRep('rep-grace') };
  const registered = events(log);
  const reset = (accountId: string, type: 'operator' | 'company_rep', hash: string) => ({
    account_id: accountId,
    account_type: type,
    token_hash: `token-of-${hash}`,
    password_hash: hash,
  });
  return [
    ...registered,
    log.event('TwoFactorSetupStarted', { account_id: 'op-ada', secret: 'S' }, ada),
    log.event('PasswordResetCompleted', reset('op-ada', 'operator', '$argon2id$first-reset'), ada),
    log.event(
      'PasswordResetCompleted',
      reset('rep-grace', 'company_rep', '$argon2id$grace-reset'),
      grace,
    ),
    log.event('PasswordResetCompleted', reset('op-ada', 'operator', '$argon2id$second-reset'), ada),
  ];
};

describe('credentials projection', () => {
  it('keeps each account password hash by account id, and nothing else', async () => {
    const docs = await project(credentialsProjection, events());

    expect(docs).toEqual({
      [CREDENTIALS_COLLECTION]: [
        { _id: 'op-ada', password_hash: '$argon2id$v=19$m=65536,t=3,p=4$ada', revision: 0 },
        { _id: 'rep-grace', password_hash: '$argon2id$v=19$m=65536,t=3,p=4$grace', revision: 0 },
      ],
    });
    expect(parsedWith(CredentialDocSchema, docs[CREDENTIALS_COLLECTION] ?? [])).toEqual(
      docs[CREDENTIALS_COLLECTION],
    );
  });

  it('keeps the password of a company that signed itself up, and none for one created without', async () => {
    const log = new TestLog();
    const company = {
      company_name: 'Acme',
      industry: null,
      company_size: null,
      website: null,
      description: null,
      contact_person_name: null,
      contact_person_role: null,
      status: 'pending_verification' as const,
    };
    const docs = await project(credentialsProjection, [
      log.event('CompanyRegistered', {
        ...company,
        company_id: 'co-acme',
        email: 'ops@acme.io',
        password_hash: '$argon2id$acme',
      }),
      log.event('CompanyRegistered', { ...company, company_id: 'co-old', email: 'old@acme.io' }),
    ]);

    expect(docs[CREDENTIALS_COLLECTION]).toEqual([
      { _id: 'co-acme', password_hash: '$argon2id$acme', revision: 0 },
    ]);
  });

  it('takes the new hash of each password reset, in the order of the account stream', async () => {
    const given = withResets();

    const docs = await project(credentialsProjection, given);

    expect(docs[CREDENTIALS_COLLECTION]).toEqual([
      { _id: 'op-ada', password_hash: '$argon2id$second-reset', revision: 3 },
      { _id: 'rep-grace', password_hash: '$argon2id$grace-reset', revision: 1 },
    ]);
  });

  it('never brings an older hash back when events are applied again', async () => {
    const given = withResets();

    const { once, eachTwice, replayed } = await projectForIdempotency(credentialsProjection, given);

    expect(eachTwice).toEqual(once);
    expect(replayed).toEqual(once);
    for (const { label, before, after } of await reapplicationsOf(credentialsProjection, given)) {
      expect({ label, docs: after }).toEqual({ label, docs: before });
    }
  });

  it('is idempotent: each event twice, or the whole log replayed, gives the same documents', async () => {
    const given = events();

    const once = await expectIdempotent(credentialsProjection, given);

    expect(once[CREDENTIALS_COLLECTION]).toHaveLength(2);
  });
});

import { CREDENTIALS_COLLECTION, CredentialDocSchema } from '@morphic/contracts';
import {
  TestLog,
  parsedWith,
  project,
  projectForIdempotency,
  reapplicationsOf,
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

describe('credentials projection', () => {
  it('keeps each account password hash by account id, and nothing else', async () => {
    const docs = await project(credentialsProjection, events());

    expect(docs).toEqual({
      [CREDENTIALS_COLLECTION]: [
        { _id: 'op-ada', password_hash: '$argon2id$v=19$m=65536,t=3,p=4$ada' },
        { _id: 'rep-grace', password_hash: '$argon2id$v=19$m=65536,t=3,p=4$grace' },
      ],
    });
    expect(parsedWith(CredentialDocSchema, docs[CREDENTIALS_COLLECTION] ?? [])).toEqual(
      docs[CREDENTIALS_COLLECTION],
    );
  });

  it('is idempotent: each event twice, or the whole log replayed, gives the same documents', async () => {
    const given = events();

    const { once, eachTwice, replayed } = await projectForIdempotency(credentialsProjection, given);

    expect(once[CREDENTIALS_COLLECTION]).toHaveLength(2);
    expect(eachTwice).toEqual(once);
    expect(replayed).toEqual(once);
    for (const { label, before, after } of await reapplicationsOf(credentialsProjection, given)) {
      expect({ label, docs: after }).toEqual({ label, docs: before });
    }
  });
});

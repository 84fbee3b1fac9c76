import {
  ACCOUNTS_COLLECTION,
  AccountDocSchema,
  STREAMS,
  type EventData,
} from '@morphic/contracts/server';
import { TestLog, parsedWith, project, expectIdempotent } from '../testing/project';
import { accountsProjection } from './projection';

const registration = (
  overrides: Partial<EventData<'OperatorRegistered'>> = {},
): EventData<'OperatorRegistered'> => ({
  operator_id: 'op-grace',
  username: 'grace101',
  email: 'Grace@Example.com',
  full_name: 'Grace Hopper',
  password_hash: '$argon2id$v=19$m=65536,t=3,p=4$grace',
  role: 'operator',
  age: 24,
  education: 'bachelors',
  university: 'Yale',
  cohort: 'Genesis Cohort',
  email_verified: false,
  ...overrides,
});

const CV = {
  saved_name: 'a'.repeat(64),
  original_name: 'grace-cv.pdf',
  size: 48213,
  sha256: 'a'.repeat(64),
  kind: 'pdf' as const,
};

const account = async (events: Parameters<typeof project>[1]) =>
  (await project(accountsProjection, events))[ACCOUNTS_COLLECTION] ?? [];

describe('accounts projection: sign-up', () => {
  it('keeps the CV sent with a registration, uploaded at the registration time', async () => {
    const log = new TestLog();
    const registered = log.event(
      'OperatorRegistered',
      registration({ cv: CV, email_verified: true }),
    );

    const docs = await account([registered]);

    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({
      _id: 'op-grace',
      email_verified: true,
      cohort: 'Genesis Cohort',
      cv: { ...CV, uploaded_at: registered.metadata.at },
    });
    expect(parsedWith(AccountDocSchema, docs)).toEqual(docs);
  });

  it('marks an email verified when the operator spends a code', async () => {
    const log = new TestLog();
    const events = [
      log.event('OperatorRegistered', registration()),
      log.event(
        'OperatorEmailVerified',
        { operator_id: 'op-grace', email: 'Grace@Example.com' },
        { streamId: STREAMS.operator('op-grace') },
      ),
    ];

    const before = await account(events.slice(0, 1));
    const after = await account(events);

    expect(before[0]?.email_verified).toBe(false);
    expect(after).toEqual([{ ...before[0], email_verified: true, stream_revision: 1 }]);
  });

  it('is idempotent, and never goes back in time on re-application', async () => {
    const log = new TestLog();
    const events = [
      log.event('OperatorRegistered', registration()),
      log.event(
        'OperatorEmailVerified',
        { operator_id: 'op-grace', email: 'Grace@Example.com' },
        { streamId: STREAMS.operator('op-grace') },
      ),
    ];

    await expectIdempotent(accountsProjection, events);
  });

  it('ignores a verification for an account it does not know', async () => {
    const log = new TestLog();
    expect(
      await account([
        log.event(
          'OperatorEmailVerified',
          { operator_id: 'op-nobody', email: 'x@example.com' },
          { streamId: STREAMS.operator('op-nobody') },
        ),
      ]),
    ).toEqual([]);
  });
});

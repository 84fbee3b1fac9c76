import {
  ACCOUNTS_COLLECTION,
  AccountDocSchema,
  STREAMS,
  type EventData,
} from '@morphic/contracts/server';
import { CharacterReportInputSchema, type StoredCv } from '@morphic/contracts';
import {
  TestLog,
  parsedWith,
  project,
  projectForIdempotency,
  reapplicationsOf,
} from '../testing/project';
import { accountsProjection } from './projection';

const STREAM = { streamId: STREAMS.operator('op-ada') };

const pdf: StoredCv = {
  saved_name: 'a'.repeat(64),
  original_name: 'Ada CV.pdf',
  size: 2048,
  sha256: 'a'.repeat(64),
  kind: 'pdf',
};

const registration = (
  overrides: Partial<EventData<'OperatorRegistered'>> = {},
): EventData<'OperatorRegistered'> => ({
  operator_id: 'op-ada',
  username: 'ada',
  email: 'ada@example.com',
  full_name: 'Ada Lovelace',
  password_hash: '$argon2id$hash',
  role: 'operator',
  age: 36,
  education: 'masters',
  university: null,
  cohort: 'Genesis Cohort',
  email_verified: true,
  ...overrides,
});

const report = CharacterReportInputSchema.parse({
  technical_skills: { programming_languages: [{ name: 'Python', proficiency: 'Expert' }] },
  years_experience: '5-10',
  learning_interests: ['Computer Vision'],
});

/** A registration, then every kind of change an operator makes to their own account. */
function history(log = new TestLog()) {
  return [
    log.event('OperatorRegistered', registration(), STREAM),
    log.event(
      'ProfileUpdated',
      { operator_id: 'op-ada', full_name: 'Augusta Ada King', bio: 'Numbers', avatar_url: null },
      STREAM,
    ),
    log.event(
      'CvUploaded',
      { operator_id: 'op-ada', ...pdf, uploaded_at: '2025-03-01T09:30:00.000Z' },
      STREAM,
    ),
    log.event('ProfileUpdated', { operator_id: 'op-ada', bio: null, age: 37 }, STREAM),
    log.event('CharacterReportSubmitted', { operator_id: 'op-ada', report }, STREAM),
  ] as const;
}

describe('accounts projection: profile, CV and character report', () => {
  it('gives the account its profile, CV and report, field by field', async () => {
    const events = history();
    const docs = await project(accountsProjection, events);

    expect(docs[ACCOUNTS_COLLECTION]).toEqual([
      {
        _id: 'op-ada',
        type: 'operator',
        username: 'ada',
        username_lower: 'ada',
        email: 'ada@example.com',
        email_lower: 'ada@example.com',
        full_name: 'Augusta Ada King',
        first_name: 'Augusta',
        last_name: 'Ada King',
        avatar_url: null,
        role: 'operator',
        rep_role: null,
        credits: 0,
        cohort: 'Genesis Cohort',
        age: 37,
        education: 'masters',
        university: null,
        email_verified: true,
        onboarding_completed: false,
        character_report_completed: true,
        company_id: null,
        permissions: null,
        status: 'active',
        created_at: events[0].metadata.at,
        bio: null,
        cv: { ...pdf, uploaded_at: '2025-03-01T09:30:00.000Z' },
        character_report_data: report,
        stream_revision: 4,
      },
    ]);
    expect(parsedWith(AccountDocSchema, docs[ACCOUNTS_COLLECTION] ?? [])).toEqual(
      docs[ACCOUNTS_COLLECTION],
    );
  });

  it('takes the CV sent with the registration, dated by the registration', async () => {
    const log = new TestLog();
    const registered = log.event('OperatorRegistered', registration({ cv: pdf }), STREAM);

    const docs = await project(accountsProjection, [registered]);

    expect(docs[ACCOUNTS_COLLECTION]?.[0]).toMatchObject({
      cv: { ...pdf, uploaded_at: registered.metadata.at },
      stream_revision: 0,
    });
  });

  it('clears a name: first and last name go too', async () => {
    const log = new TestLog();
    const docs = await project(accountsProjection, [
      log.event('OperatorRegistered', registration(), STREAM),
      log.event('ProfileUpdated', { operator_id: 'op-ada', full_name: null }, STREAM),
    ]);

    expect(docs[ACCOUNTS_COLLECTION]?.[0]).toMatchObject({
      full_name: null,
      first_name: null,
      last_name: null,
    });
  });

  it('is idempotent, and re-applying any earlier event never turns a later change back', async () => {
    const events = history();
    const { once, eachTwice, replayed } = await projectForIdempotency(accountsProjection, events);

    expect(eachTwice).toEqual(once);
    expect(replayed).toEqual(once);
    for (const { label, before, after } of await reapplicationsOf(accountsProjection, events)) {
      expect({ label, docs: after }).toEqual({ label, docs: before });
    }
  });
});

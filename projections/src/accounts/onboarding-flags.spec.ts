import {
  ACCOUNTS_COLLECTION,
  AccountDocSchema,
  STREAMS,
  type AccountDoc,
} from '@morphic/contracts/server';
import { CharacterReportInputSchema } from '@morphic/contracts';
import { TestLog, project, pushesAfter, expectIdempotent } from '../testing/project';
import { adaRegistered } from '../testing/ada-registered';
import { accountsProjection } from './projection';

const operatorStream = { streamId: STREAMS.operator('op-ada') };
const onboardingStream = { streamId: STREAMS.onboarding('op-ada') };
const report = CharacterReportInputSchema.parse({
  technical_skills: { programming_languages: [{ name: 'Python', proficiency: 'Advanced' }] },
  years_experience: '2-5',
});

const reported = (log: TestLog) =>
  log.event('CharacterReportSubmitted', { operator_id: 'op-ada', report }, operatorStream);
const onboardingEvent = (log: TestLog, type: 'OnboardingCompleted' | 'OnboardingBypassed') =>
  log.event(type, { operator_id: 'op-ada' }, onboardingStream);

const accountOf = async (given: Parameters<typeof project>[1]) =>
  (await project(accountsProjection, given))[ACCOUNTS_COLLECTION]?.[0] as AccountDoc | undefined;

describe('accounts projection: onboarding flags', () => {
  it('opens the marketplace once onboarding completes, keeping the account stream revision', async () => {
    const log = new TestLog();
    const account = await accountOf([
      adaRegistered(log),
      reported(log),
      onboardingEvent(log, 'OnboardingCompleted'),
    ]);
    expect(account).toMatchObject({
      onboarding_completed: true,
      character_report_completed: true,
      stream_revision: 1,
      onboarding_stream_revision: 0,
    });
    expect(AccountDocSchema.parse(account)).toEqual(account);
  });

  it('marks onboarding and the character report completed on a bypass', async () => {
    const log = new TestLog();
    expect(
      await accountOf([adaRegistered(log), onboardingEvent(log, 'OnboardingBypassed')]),
    ).toMatchObject({
      onboarding_completed: true,
      character_report_completed: true,
      character_report_data: null,
      stream_revision: 0,
      onboarding_stream_revision: 0,
    });
  });

  it('leaves an account without onboarding events as it was', async () => {
    const account = await accountOf([adaRegistered(new TestLog())]);
    expect(account?.onboarding_completed).toBe(false);
    expect(account?.onboarding_stream_revision).toBeUndefined();
  });

  it('is idempotent across both streams', async () => {
    const log = new TestLog();
    const events = [
      adaRegistered(log),
      onboardingEvent(log, 'OnboardingBypassed'),
      reported(log),
      onboardingEvent(log, 'OnboardingCompleted'),
    ];
    await expectIdempotent(accountsProjection, events);
  });

  it("pushes the flags to the operator's own sockets", async () => {
    const log = new TestLog();
    expect(
      await pushesAfter(accountsProjection, [
        adaRegistered(log),
        onboardingEvent(log, 'OnboardingBypassed'),
      ]),
    ).toEqual([
      {
        rooms: ['user:op-ada'],
        message: 'account.updated',
        data: { id: 'op-ada', onboarding_completed: true, character_report_completed: true },
      },
    ]);
    const other = new TestLog();
    expect(
      await pushesAfter(accountsProjection, [
        adaRegistered(other),
        onboardingEvent(other, 'OnboardingCompleted'),
      ]),
    ).toEqual([
      {
        rooms: ['user:op-ada'],
        message: 'account.updated',
        data: { id: 'op-ada', onboarding_completed: true, character_report_completed: false },
      },
    ]);
  });
});

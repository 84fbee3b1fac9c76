import { ACCOUNTS_COLLECTION, STREAMS, type EventData } from '@morphic/contracts/server';
import { realtimeMessages } from '@morphic/contracts';
import { TestLog, project, pushesAfter, expectIdempotent } from '../testing/project';
import { accountsProjection } from './projection';

const STREAM = { streamId: STREAMS.operator('op-ada') };

const registration: EventData<'OperatorRegistered'> = {
  operator_id: 'op-ada',
  username: 'ada',
  email: 'ada@example.com',
  full_name: 'Ada Lovelace',
  password_hash: '$argon2id$hash',
  role: 'operator',
  age: 36,
  education: 'masters',
  university: null,
  cohort: null,
  email_verified: true,
};

const award = (log: TestLog, assignmentId: string, amount: number) =>
  log.event(
    'CreditsAwarded',
    {
      operator_id: 'op-ada',
      assignment_id: assignmentId,
      amount,
      reason: `Validated: ${assignmentId}`,
    },
    STREAM,
  );

function history(log = new TestLog()) {
  return [
    log.event('OperatorRegistered', registration, STREAM),
    award(log, 'as-1', 260),
    log.event('ProfileUpdated', { operator_id: 'op-ada', bio: 'Numbers' }, STREAM),
    award(log, 'as-2', 40.5),
  ];
}

const creditsOf = (docs: Awaited<ReturnType<typeof project>>) =>
  docs[ACCOUNTS_COLLECTION]?.map((doc) => [doc._id, doc['credits'], doc['stream_revision']]);

describe('accounts projection: credits', () => {
  it('adds each award to the balance', async () => {
    expect(creditsOf(await project(accountsProjection, history()))).toEqual([['op-ada', 300.5, 3]]);
  });

  it('counts an award once, however often it is applied', async () => {
    const events = history();
    const once = await expectIdempotent(accountsProjection, events);
    expect(creditsOf(once)).toEqual([['op-ada', 300.5, 3]]);
  });

  it('pushes the new balance to the operator only', async () => {
    const pushes = await pushesAfter(accountsProjection, history());
    expect(pushes).toEqual([
      {
        rooms: ['user:op-ada'],
        message: 'account.updated',
        data: { id: 'op-ada', credits: 300.5 },
      },
    ]);
    expect(realtimeMessages['account.updated'].parse(pushes[0]?.data)).toEqual(pushes[0]?.data);
  });
});

import {
  PASSWORD_RESET_TOKENS_COLLECTION,
  PasswordResetTokenDocSchema,
  STREAMS,
} from '@morphic/contracts/server';
import {
  TestLog,
  parsedWith,
  project,
  projectForIdempotency,
  reapplicationsOf,
} from '../testing/project';
import { passwordResetTokensProjection } from './projection';

const ada = { streamId: STREAMS.operator('op-ada') };
const EXPIRES = '2025-03-01T10:00:00.000Z';

const requested = (log: TestLog, hash: string) =>
  log.event(
    'PasswordResetRequested',
    {
      account_id: 'op-ada',
      account_type: 'operator',
      email: 'ada@example.com',
      token_hash: hash,
      expires_at: EXPIRES,
    },
    { ...ada, metadata: { actorId: null, actorRole: 'anonymous' } },
  );

const events = (log = new TestLog()) => [
  requested(log, 'hash-1'),
  requested(log, 'hash-2'),
  log.event(
    'PasswordResetCompleted',
    {
      account_id: 'op-ada',
      account_type: 'operator',
      token_hash: 'hash-2',
      password_hash: '$argon2id$new',
    },
    ada,
  ),
  requested(log, 'hash-3'),
];

describe('password reset tokens projection', () => {
  it('keeps each mailed token by hash; a reset uses up every token mailed before it', async () => {
    const given = events();

    const docs = await project(passwordResetTokensProjection, given);

    const doc = (
      hash: string,
      revision: number,
      at: string | undefined,
      usedAt: string | null,
    ) => ({
      _id: hash,
      account_id: 'op-ada',
      account_type: 'operator',
      email: 'ada@example.com',
      requested_at: at,
      expires_at: EXPIRES,
      requested_revision: revision,
      used_at: usedAt,
    });
    const resetAt = given[2]?.metadata.at ?? null;
    expect(docs[PASSWORD_RESET_TOKENS_COLLECTION]).toEqual([
      doc('hash-1', 0, given[0]?.metadata.at, resetAt),
      doc('hash-2', 1, given[1]?.metadata.at, resetAt),
      doc('hash-3', 3, given[3]?.metadata.at, null),
    ]);
    expect(
      parsedWith(PasswordResetTokenDocSchema, docs[PASSWORD_RESET_TOKENS_COLLECTION] ?? []),
    ).toEqual(docs[PASSWORD_RESET_TOKENS_COLLECTION]);
  });

  it('is idempotent: a used token never becomes usable again when events are re-applied', async () => {
    const given = events();

    const { once, eachTwice, replayed } = await projectForIdempotency(
      passwordResetTokensProjection,
      given,
    );

    expect(eachTwice).toEqual(once);
    expect(replayed).toEqual(once);
    for (const { label, before, after } of await reapplicationsOf(
      passwordResetTokensProjection,
      given,
    )) {
      expect({ label, docs: after }).toEqual({ label, docs: before });
    }
  });

  it('uses up the tokens mailed before an admin set the password, not the later ones', async () => {
    const log = new TestLog();
    const given = [
      requested(log, 'hash-1'),
      log.event(
        'OperatorPasswordSetByAdmin',
        { operator_id: 'op-ada', password_hash: '$argon2id$admin' },
        ada,
      ),
      requested(log, 'hash-2'),
    ];

    const docs = await project(passwordResetTokensProjection, given);

    expect(
      docs[PASSWORD_RESET_TOKENS_COLLECTION]?.map((token) => [token._id, token.used_at]),
    ).toEqual([
      ['hash-1', given[1]?.metadata.at],
      ['hash-2', null],
    ]);
    for (const { label, before, after } of await reapplicationsOf(
      passwordResetTokensProjection,
      given,
    )) {
      expect({ label, docs: after }).toEqual({ label, docs: before });
    }
  });
});

import { SESSIONS_COLLECTION, SessionDocSchema } from '@morphic/contracts/server';
import {
  TestLog,
  parsedWith,
  project,
  projectForIdempotency,
  reapplicationsOf,
} from '../testing/project';
import { sessionsProjection } from './projection';

const given = (log = new TestLog()) => ({
  opened: (jti: string, accountId = 'op-ada', impersonatorId: string | null = null) =>
    log.event(
      'SessionOpened',
      {
        jti,
        account_id: accountId,
        account_type: 'operator',
        expires_at: '2025-03-08T09:00:00.000Z',
        impersonator_id: impersonatorId,
      },
      { metadata: { actorId: impersonatorId ?? accountId, actorRole: 'operator' } },
    ),
  revoked: (jti: string, reason: 'logout' | 'password_reset' | 'admin' = 'logout') =>
    log.event('SessionRevoked', { jti, account_id: 'op-ada', reason }),
});

describe('sessions projection', () => {
  it('records an opened session, not revoked', async () => {
    const { opened } = given();

    const docs = await project(sessionsProjection, [
      opened('jti-1'),
      opened('jti-2', 'op-ada', 'admin-1'),
    ]);

    expect(docs).toEqual({
      [SESSIONS_COLLECTION]: [
        {
          _id: 'jti-1',
          account_id: 'op-ada',
          account_type: 'operator',
          expires_at: '2025-03-08T09:00:00.000Z',
          impersonator_id: null,
          revoked_at: null,
          stream_revision: 0,
        },
        {
          _id: 'jti-2',
          account_id: 'op-ada',
          account_type: 'operator',
          expires_at: '2025-03-08T09:00:00.000Z',
          impersonator_id: 'admin-1',
          revoked_at: null,
          stream_revision: 0,
        },
      ],
    });
    expect(parsedWith(SessionDocSchema, docs[SESSIONS_COLLECTION] ?? [])).toEqual(
      docs[SESSIONS_COLLECTION],
    );
  });

  it('marks a revoked session with the time of the revocation, leaving others alone', async () => {
    const { opened, revoked } = given();
    const openings = [opened('jti-1'), opened('jti-2')];
    const logout = revoked('jti-1');

    const docs = await project(sessionsProjection, [...openings, logout]);

    expect(docs[SESSIONS_COLLECTION]?.map((doc) => [doc._id, doc['revoked_at']])).toEqual([
      ['jti-1', logout.metadata.at],
      ['jti-2', null],
    ]);
    expect(parsedWith(SessionDocSchema, docs[SESSIONS_COLLECTION] ?? [])).toEqual(
      docs[SESSIONS_COLLECTION],
    );
  });

  it('keeps the first revocation time when a session is revoked twice', async () => {
    const { opened, revoked } = given();
    const opening = opened('jti-1');
    const first = revoked('jti-1', 'logout');
    const second = revoked('jti-1', 'password_reset');
    expect(second.metadata.at > first.metadata.at).toBe(true);

    const docs = await project(sessionsProjection, [opening, first, second]);

    expect(docs[SESSIONS_COLLECTION]?.[0]?.['revoked_at']).toBe(first.metadata.at);
  });

  it('ignores the revocation of a session it never saw opened', async () => {
    const { revoked } = given();

    expect(await project(sessionsProjection, [revoked('jti-unknown')])).toEqual({
      [SESSIONS_COLLECTION]: [],
    });
  });

  it('is idempotent: each event twice, or the whole log replayed, gives the same documents', async () => {
    const { opened, revoked } = given();
    const events = [opened('jti-1'), opened('jti-2'), revoked('jti-1'), revoked('jti-1', 'admin')];

    const { once, eachTwice, replayed } = await projectForIdempotency(sessionsProjection, events);

    expect(once[SESSIONS_COLLECTION]).toHaveLength(2);
    expect(eachTwice).toEqual(once);
    expect(replayed).toEqual(once);
  });

  it('never un-revokes a session when its opening is re-applied (restart from a lagging checkpoint)', async () => {
    const { opened, revoked } = given();
    const events = [opened('jti-1'), revoked('jti-1'), opened('jti-2')];

    for (const { label, before, after } of await reapplicationsOf(sessionsProjection, events)) {
      expect({ label, docs: after }).toEqual({ label, docs: before });
    }
  });
});

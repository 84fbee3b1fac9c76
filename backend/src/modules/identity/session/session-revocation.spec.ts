import { STREAMS, type DomainEvent } from '@morphic/contracts/server';
import { Decision } from '#infrastructure/commands/decision';
import { fold } from '#infrastructure/commands/decider';
import { revokeSessionIn } from './session-revocation';

const opened = (jti: string, expiresAt: string): DomainEvent => ({
  type: 'SessionOpened',
  data: {
    jti,
    account_id: `account-of-${jti}`,
    account_type: 'operator',
    expires_at: expiresAt,
    impersonator_id: null,
  },
});
const started = (jti: string, expiresAt: string): DomainEvent => ({
  type: 'ImpersonationStarted',
  data: {
    jti: 'admin',
    impersonation_jti: jti,
    account_id: `account-of-${jti}`,
    expires_at: expiresAt,
  },
});

describe('revokeSessionIn', () => {
  const now = new Date('2029-06-01T12:00:00.000Z');
  const streams: Record<string, DomainEvent[]> = {
    [STREAMS.session('admin')]: [
      opened('admin', '2029-06-02T00:00:00.000Z'),
      started('old', '2029-06-01T11:00:00.000Z'),
      started('live', '2029-06-01T13:00:00.000Z'),
    ],
    [STREAMS.session('old')]: [opened('old', '2029-06-01T11:00:00.000Z')],
    [STREAMS.session('live')]: [opened('live', '2029-06-01T13:00:00.000Z')],
  };
  const decision = () =>
    new Decision((streamId, how) => {
      const events = streams[streamId] ?? [];
      return Promise.resolve({
        state: fold(how, events),
        revision: events.length > 0 ? BigInt(events.length - 1) : null,
      });
    });

  it('revokes the session and the unexpired impersonations it started, in the same decision', async () => {
    const streamsDecided = decision();
    await revokeSessionIn(streamsDecided, 'admin', 'logout', now);
    expect(
      streamsDecided.decided().map(({ streamId, events }) => [streamId, events.map((e) => e.data)]),
    ).toEqual([
      [
        STREAMS.session('admin'),
        [{ jti: 'admin', account_id: 'account-of-admin', reason: 'logout' }],
      ],
      [
        STREAMS.session('live'),
        [{ jti: 'live', account_id: 'account-of-live', reason: 'impersonation_ended' }],
      ],
    ]);
  });
});

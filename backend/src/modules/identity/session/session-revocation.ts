import { STREAMS, type DomainEvent, type EventData } from '@morphic/contracts/server';
import type { Decision } from '#infrastructure/commands/decision';
import { sessionDecider, type SessionState } from './session.decider';

export interface RevokedSessions {
  /** The session, revoked. */
  readonly state: SessionState;
  /** Every session this revocation ended (none already revoked): the session, its impersonations. */
  readonly ended: readonly EventData<'SessionRevoked'>[];
}

const revocationsIn = (events: readonly DomainEvent[]): EventData<'SessionRevoked'>[] =>
  events.flatMap((event) => (event.type === 'SessionRevoked' ? [event.data] : []));

/**
 * Revokes a session in the caller's decision and, read from its own stream, every unexpired
 * impersonation it started: an impersonation ends with the admin's session (sign-out, password
 * reset, suspension, demotion), so its token stops working and its sockets are cut.
 */
export async function revokeSessionIn(
  streams: Decision,
  jti: string,
  reason: EventData<'SessionRevoked'>['reason'],
  now: Date,
): Promise<RevokedSessions> {
  const revoked = await streams.decide(STREAMS.session(jti), sessionDecider, {
    kind: 'Revoke',
    reason,
  });
  const ended = revocationsIn(revoked.events);
  for (const impersonation of revoked.state.impersonations) {
    if (Date.parse(impersonation.expiresAt) <= now.getTime()) continue;
    const { events } = await streams.decide(STREAMS.session(impersonation.jti), sessionDecider, {
      kind: 'Revoke',
      reason: 'impersonation_ended',
    });
    ended.push(...revocationsIn(events));
  }
  return { state: revoked.state, ended };
}

import { STREAMS, type EventData } from '@morphic/contracts/server';
import type { Decision } from '../../../infrastructure/commands/decision';
import { sessionDecider, type SessionState } from './session.decider';

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
): Promise<SessionState> {
  const { state } = await streams.decide(STREAMS.session(jti), sessionDecider, {
    kind: 'Revoke',
    reason,
  });
  for (const impersonation of state.impersonations) {
    if (Date.parse(impersonation.expiresAt) <= now.getTime()) continue;
    await streams.decide(STREAMS.session(impersonation.jti), sessionDecider, {
      kind: 'Revoke',
      reason: 'impersonation_ended',
    });
  }
  return state;
}

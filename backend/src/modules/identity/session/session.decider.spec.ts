import { IMPERSONATION_TEXTS } from '@morphic/contracts';
import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { sessionDecider, type SessionCommand } from './session.decider';

const session: EventData<'SessionOpened'> = {
  jti: 'j-1',
  account_id: 'op-1',
  account_type: 'operator',
  expires_at: '2030-01-01T00:00:00.000Z',
  impersonator_id: null,
};
const opened: DomainEvent = { type: 'SessionOpened', data: session };
const revoked: DomainEvent = {
  type: 'SessionRevoked',
  data: { jti: 'j-1', account_id: 'op-1', reason: 'logout' },
};
const spec = DeciderSpecification.for(sessionDecider);
const when = (past: DomainEvent[], command: SessionCommand) => spec.given(past).when(command);

describe('session decider', () => {
  it('opens a session once', () => {
    when([], { kind: 'Open', session }).then([opened]);
    when([opened], { kind: 'Open', session }).thenRefuses(
      'conflict',
      'This session already exists',
    );
  });

  it('revokes an open session, and revoking again changes nothing', () => {
    when([opened], { kind: 'Revoke', reason: 'logout' }).then([revoked]);
    when([opened, revoked], { kind: 'Revoke', reason: 'logout' }).then([]);
  });

  describe('an admin session starting an impersonation', () => {
    const now = new Date('2029-06-01T00:00:00.000Z');
    const impersonation = {
      impersonation_jti: 'imp-1',
      account_id: 'op-2',
      expires_at: '2029-06-01T02:00:00.000Z',
    };
    const started: DomainEvent = {
      type: 'ImpersonationStarted',
      data: { jti: 'j-1', ...impersonation },
    };
    const start = (past: DomainEvent[], at = now) =>
      when(past, { kind: 'StartImpersonation', impersonation, now: at });

    it('records it while the session is live, and remembers it', () => {
      start([opened]).then([started]);
      expect(spec.given([opened, started]).state.impersonations).toEqual([
        { jti: 'imp-1', expiresAt: '2029-06-01T02:00:00.000Z' },
      ]);
    });

    it('is refused once the session is revoked, expired or was never opened', () => {
      const ended = ['forbidden', IMPERSONATION_TEXTS.impersonatorSessionEnded] as const;
      start([opened, revoked]).thenRefuses(...ended);
      start([opened], new Date(session.expires_at)).thenRefuses(...ended);
      start([]).thenRefuses(...ended);
    });

    it('the impersonation session knows the admin session it came from', () => {
      const impersonationOpened: DomainEvent = {
        type: 'SessionOpened',
        data: {
          ...session,
          jti: 'imp-1',
          impersonator_id: 'admin-1',
          impersonator_session_id: 'j-1',
        },
      };
      expect(spec.given([impersonationOpened]).state.impersonatorSessionId).toBe('j-1');
      expect(spec.given([opened]).state.impersonatorSessionId).toBeNull();
    });
  });

  it('cannot revoke a session that was never opened', () => {
    when([], { kind: 'Revoke', reason: 'logout' }).thenRefuses('not_found', 'No such session');
  });
});

import { IMPERSONATION_TEXTS } from '@morphic/contracts';
import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DomainRuleViolation, fold } from '../../../infrastructure/commands/decider';
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
const when = (past: DomainEvent[], command: SessionCommand) =>
  sessionDecider.decide(command, fold(sessionDecider, past));

describe('session decider', () => {
  it('opens a session once', () => {
    expect(when([], { kind: 'Open', session })).toEqual([opened]);
    expect(() => when([opened], { kind: 'Open', session })).toThrow(DomainRuleViolation);
  });

  it('revokes an open session, and revoking again changes nothing', () => {
    expect(when([opened], { kind: 'Revoke', reason: 'logout' })).toEqual([revoked]);
    expect(when([opened, revoked], { kind: 'Revoke', reason: 'logout' })).toEqual([]);
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
      expect(start([opened])).toEqual([started]);
      expect(fold(sessionDecider, [opened, started]).impersonations).toEqual([
        { jti: 'imp-1', expiresAt: '2029-06-01T02:00:00.000Z' },
      ]);
    });

    it('is refused once the session is revoked, expired or was never opened', () => {
      const ended = new DomainRuleViolation(
        'forbidden',
        IMPERSONATION_TEXTS.impersonatorSessionEnded,
      );
      expect(() => start([opened, revoked])).toThrow(ended);
      expect(() => start([opened], new Date(session.expires_at))).toThrow(ended);
      expect(() => start([])).toThrow(ended);
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
      expect(fold(sessionDecider, [impersonationOpened]).impersonatorSessionId).toBe('j-1');
      expect(fold(sessionDecider, [opened]).impersonatorSessionId).toBeNull();
    });
  });

  it('cannot revoke a session that was never opened', () => {
    expect(() => when([], { kind: 'Revoke', reason: 'logout' })).toThrow(
      new DomainRuleViolation('not_found', 'No such session'),
    );
  });
});

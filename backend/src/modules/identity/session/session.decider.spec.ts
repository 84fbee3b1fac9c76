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

  it('cannot revoke a session that was never opened', () => {
    expect(() => when([], { kind: 'Revoke', reason: 'logout' })).toThrow(
      new DomainRuleViolation('not_found', 'No such session'),
    );
  });
});

import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DomainRuleViolation, fold } from '../../../infrastructure/commands/decider';
import { operatorRemovalDecider, type DeleteOperatorCommand } from './operator-removal.decider';

const registration: EventData<'OperatorRegistered'> = {
  operator_id: 'op-1',
  username: 'grace',
  email: 'grace@morphic.example',
  full_name: 'Grace Hopper',
  password_hash: '$argon2id$hash',
  role: 'operator',
  age: null,
  education: null,
  university: null,
  cohort: null,
  email_verified: true,
};
const registered: DomainEvent = { type: 'OperatorRegistered', data: registration };
const command: DeleteOperatorCommand = {
  operatorId: 'op-1',
  callerId: 'admin-1',
  founderUsernames: new Set(['morgan']),
};

const when = (past: DomainEvent[], change: Partial<DeleteOperatorCommand> = {}) =>
  operatorRemovalDecider.decide({ ...command, ...change }, fold(operatorRemovalDecider, past));
const refusal = (past: DomainEvent[], change: Partial<DeleteOperatorCommand> = {}) => {
  try {
    when(past, change);
  } catch (error) {
    if (error instanceof DomainRuleViolation) return [error.kind, error.message];
    throw error;
  }
  return null;
};

describe('deleting an operator', () => {
  it('deletes a registered operator once', () => {
    const deleted = when([registered]);
    expect(deleted).toEqual([{ type: 'OperatorDeleted', data: { operator_id: 'op-1' } }]);
    expect(refusal([registered, ...deleted])).toEqual(['not_found', 'Operator not found']);
    expect(refusal([])).toEqual(['not_found', 'Operator not found']);
  });

  it('knows the handle and email the account holds now, to release them', () => {
    const edited: DomainEvent = {
      type: 'OperatorDetailsChanged',
      data: { operator_id: 'op-1', changes: { handle: 'amazing-grace' } },
    };
    expect(fold(operatorRemovalDecider, [registered, edited])).toMatchObject({
      handle: 'amazing-grace',
      email: 'grace@morphic.example',
    });
  });

  it('refuses oneself, a founder by role and a founder by configuration', () => {
    expect(refusal([registered], { callerId: 'op-1' })).toEqual([
      'conflict',
      'You cannot delete your own account',
    ]);
    const promoted: DomainEvent = {
      type: 'OperatorRolesChanged',
      data: { operator_id: 'op-1', roles: ['operator', 'founder'] },
    };
    expect(refusal([registered, promoted])?.[0]).toBe('conflict');
    const configured: DomainEvent = {
      type: 'OperatorRegistered',
      data: { ...registration, username: 'Morgan' },
    };
    expect(refusal([configured])?.[0]).toBe('conflict');
    const demoted: DomainEvent = {
      type: 'OperatorRolesChanged',
      data: { operator_id: 'op-1', roles: ['operator'] },
    };
    expect(when([registered, promoted, demoted])).toHaveLength(1);
  });
});

import type { DomainEvent } from '@morphic/contracts/server';
import { fold } from '#infrastructure/commands/decider';
import { operatorRegistered } from '../../testing/events/operator-events';
import { accountStandingFold } from './account-standing';

const standingAfter = (events: DomainEvent[]) => fold(accountStandingFold, events);
const registered = operatorRegistered({ operator_id: 'op-1', username: 'ada', role: 'operator' });

describe('account standing, folded from the account’s own stream', () => {
  it('follows an operator’s roles, handle, status and password as recorded', () => {
    expect(
      standingAfter([
        registered,
        {
          type: 'OperatorRolesChanged',
          data: { operator_id: 'op-1', roles: ['operator', 'admin'] },
        },
        {
          type: 'OperatorDetailsChanged',
          data: { operator_id: 'op-1', changes: { handle: 'Grace' } },
        },
        { type: 'OperatorStatusChanged', data: { operator_id: 'op-1', status: 'suspended' } },
        {
          type: 'OperatorPasswordSetByAdmin',
          data: { operator_id: 'op-1', password_hash: 'by-admin' },
        },
      ]),
    ).toEqual({
      exists: true,
      role: 'operator,admin',
      username: 'Grace',
      status: 'suspended',
      passwordHash: 'by-admin',
    });
  });

  it('takes the password a reset link set, and knows no account once it is deleted', () => {
    const reset: DomainEvent = {
      type: 'PasswordResetCompleted',
      data: {
        account_id: 'op-1',
        account_type: 'operator',
        token_hash: 'token',
        password_hash: 'by-link',
      },
    };
    expect(standingAfter([registered, reset]).passwordHash).toBe('by-link');
    const deleted = standingAfter([
      registered,
      reset,
      { type: 'OperatorDeleted', data: { operator_id: 'op-1' } },
    ]);
    expect([deleted.exists, deleted.passwordHash]).toEqual([false, null]);
  });

  it('knows no account before its registration', () => {
    expect(standingAfter([]).exists).toBe(false);
  });
});

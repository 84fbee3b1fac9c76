import { OPERATOR_REMOVAL_TEXTS } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { operatorRegistered } from '../../../testing/events/operator-events';
import { operatorRemovalDecider, type DeleteOperatorCommand } from './operator-removal.decider';

const registered = operatorRegistered({
  operator_id: 'op-1',
  username: 'grace',
  email: 'grace@morphic.example',
  full_name: 'Grace Hopper',
});
const command: DeleteOperatorCommand = {
  operatorId: 'op-1',
  callerId: 'admin-1',
  founderUsernames: new Set(['morgan']),
};

const spec = DeciderSpecification.for(operatorRemovalDecider);
const when = (past: DomainEvent[], change: Partial<DeleteOperatorCommand> = {}) =>
  spec.given(past).when({ ...command, ...change });

describe('deleting an operator', () => {
  it('deletes a registered operator once', () => {
    const deleted: DomainEvent = { type: 'OperatorDeleted', data: { operator_id: 'op-1' } };
    when([registered]).then([deleted]);
    when([registered, deleted]).thenRefuses('not_found', 'Operator not found');
    when([]).thenRefuses('not_found', 'Operator not found');
  });

  it('knows the handle and email the account holds now, to release them', () => {
    const edited: DomainEvent = {
      type: 'OperatorDetailsChanged',
      data: { operator_id: 'op-1', changes: { handle: 'amazing-grace' } },
    };
    expect(spec.given([registered, edited]).state).toMatchObject({
      handle: 'amazing-grace',
      email: 'grace@morphic.example',
    });
  });

  it('refuses oneself, a founder by role and a founder by configuration', () => {
    when([registered], { callerId: 'op-1' }).thenRefuses(
      'conflict',
      'You cannot delete your own account',
    );
    const founderRefusal = ['conflict', OPERATOR_REMOVAL_TEXTS.cannotDeleteFounder] as const;
    const promoted: DomainEvent = {
      type: 'OperatorRolesChanged',
      data: { operator_id: 'op-1', roles: ['operator', 'founder'] },
    };
    when([registered, promoted]).thenRefuses(...founderRefusal);
    const configured = operatorRegistered({ ...registered.data, username: 'Morgan' });
    when([configured]).thenRefuses(...founderRefusal);
    const demoted: DomainEvent = {
      type: 'OperatorRolesChanged',
      data: { operator_id: 'op-1', roles: ['operator'] },
    };
    expect(when([registered, promoted, demoted]).events()).toHaveLength(1);
  });
});

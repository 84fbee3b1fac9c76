import type { DomainEvent } from '@morphic/contracts/server';
import { OPERATORS_CONSOLE_TEXTS } from '@morphic/contracts';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { operatorRegistered } from '../../../testing/events/operator-events';
import {
  operatorAdminDecider,
  type ChangingAdmin,
  type OperatorAdminCommand,
} from './operator-admin.decider';

const registered = operatorRegistered({
  operator_id: 'op-1',
  username: 'grace',
  email: 'grace@example.com',
  full_name: 'Grace Hopper',
  password_hash: 'hash',
  cohort: 'Genesis',
});
const by: ChangingAdmin = { roles: ['admin'], founderUsernames: new Set() };
const spec = DeciderSpecification.for(operatorAdminDecider);
const when = (events: DomainEvent[], command: OperatorAdminCommand) =>
  spec.given(events).when(command);

describe('operator admin decider', () => {
  it('refuses every change to an account that does not exist or was deleted', () => {
    const deleted: DomainEvent = { type: 'OperatorDeleted', data: { operator_id: 'op-1' } };
    for (const events of [[], [registered, deleted]]) {
      when(events, { kind: 'SetStatus', status: 'suspended', by }).thenRefuses(
        'not_found',
        OPERATORS_CONSOLE_TEXTS.operatorNotFound,
      );
    }
  });

  it('records a role or status change once, and nothing when it holds already', () => {
    when([registered], { kind: 'SetRoles', roles: ['operator'], by }).then([]);
    when([registered], { kind: 'SetRoles', roles: ['validator', 'operator'], by }).then([
      {
        type: 'OperatorRolesChanged',
        data: { operator_id: 'op-1', roles: ['validator', 'operator'] },
      },
    ]);
    when([registered], { kind: 'SetStatus', status: 'active', by }).then([]);
    const suspended = when([registered], { kind: 'SetStatus', status: 'suspended', by }).events();
    expect(suspended).toEqual([
      { type: 'OperatorStatusChanged', data: { operator_id: 'op-1', status: 'suspended' } },
    ]);
    when([registered, ...suspended], { kind: 'SetStatus', status: 'suspended', by }).then([]);
  });

  it('records only the details that change, against the spec’s defaults', () => {
    const events = when([registered], {
      kind: 'ChangeDetails',
      by,
      changes: {
        handle: 'grace',
        full_name: 'Grace B. Hopper',
        level: 1,
        capacity_hours: 20,
        prefs: {},
      },
    }).events();
    expect(events).toEqual([
      {
        type: 'OperatorDetailsChanged',
        data: {
          operator_id: 'op-1',
          changes: { full_name: 'Grace B. Hopper', capacity_hours: 20 },
        },
      },
    ]);
    when([registered, ...events], {
      kind: 'ChangeDetails',
      changes: { capacity_hours: 20 },
      by,
    }).then([]);
  });

  it('records the flags as set, and a new password hash', () => {
    when([registered], { kind: 'SetFlags', flags: { compliant: false } }).then([
      { type: 'OperatorFlagsChanged', data: { operator_id: 'op-1', flags: { compliant: false } } },
    ]);
    when([registered], { kind: 'SetPassword', passwordHash: 'new', by }).then([
      { type: 'OperatorPasswordSetByAdmin', data: { operator_id: 'op-1', password_hash: 'new' } },
    ]);
  });

  it('lets only a founder change a founder’s sign-in, roles or status', () => {
    const founder: DomainEvent = { ...registered, data: { ...registered.data, role: 'founder' } };
    const byFounder: ChangingAdmin = { ...by, roles: ['admin', 'founder'] };
    const named: ChangingAdmin = { ...by, founderUsernames: new Set(['grace']) };
    const takeovers: Exclude<OperatorAdminCommand, { kind: 'SetFlags' }>[] = [
      { kind: 'SetPassword', passwordHash: 'new', by },
      { kind: 'SetRoles', roles: ['validator'], by },
      { kind: 'SetStatus', status: 'suspended', by },
      { kind: 'ChangeDetails', changes: { email: 'mine@example.com' }, by },
      { kind: 'ChangeDetails', changes: { handle: 'grace2' }, by },
    ];
    for (const command of takeovers) {
      when([founder], command).thenRefuses('forbidden', OPERATORS_CONSOLE_TEXTS.founderOnly);
      when([registered], { ...command, by: named }).thenRefuses(
        'forbidden',
        OPERATORS_CONSOLE_TEXTS.founderOnly,
      );
      expect(when([founder], { ...command, by: byFounder }).events()).toHaveLength(1);
    }
    // What does not touch the account's sign-in or powers stays open to every admin.
    expect(
      when([founder], {
        kind: 'ChangeDetails',
        changes: { capacity_hours: 20, email: registered.data.email as string },
        by,
      }).events(),
    ).toHaveLength(1);
    when([founder], { kind: 'SetRoles', roles: ['founder'], by }).then([]);
  });
});

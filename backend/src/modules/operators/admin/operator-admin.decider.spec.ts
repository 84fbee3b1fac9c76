import type { DomainEvent } from '@morphic/contracts/server';
import { OPERATORS_CONSOLE_TEXTS } from '@morphic/contracts';
import { fold } from '../../../infrastructure/commands/decider';
import {
  operatorAdminDecider,
  type ChangingAdmin,
  type OperatorAdminCommand,
} from './operator-admin.decider';

const registered: DomainEvent = {
  type: 'OperatorRegistered',
  data: {
    operator_id: 'op-1',
    username: 'grace',
    email: 'grace@example.com',
    full_name: 'Grace Hopper',
    password_hash: 'hash',
    role: 'operator',
    age: null,
    education: null,
    university: null,
    cohort: 'Genesis',
    email_verified: true,
  },
};
const by: ChangingAdmin = { roles: ['admin'], founderUsernames: new Set() };
const when = (events: DomainEvent[], command: OperatorAdminCommand) =>
  operatorAdminDecider.decide(command, fold(operatorAdminDecider, events));

describe('operator admin decider', () => {
  it('refuses every change to an account that does not exist or was deleted', () => {
    const deleted: DomainEvent = { type: 'OperatorDeleted', data: { operator_id: 'op-1' } };
    for (const events of [[], [registered, deleted]]) {
      expect(() => when(events, { kind: 'SetStatus', status: 'suspended', by })).toThrow(
        OPERATORS_CONSOLE_TEXTS.operatorNotFound,
      );
    }
  });

  it('records a role or status change once, and nothing when it holds already', () => {
    expect(when([registered], { kind: 'SetRoles', roles: ['operator'], by })).toEqual([]);
    expect(when([registered], { kind: 'SetRoles', roles: ['validator', 'operator'], by })).toEqual([
      {
        type: 'OperatorRolesChanged',
        data: { operator_id: 'op-1', roles: ['validator', 'operator'] },
      },
    ]);
    expect(when([registered], { kind: 'SetStatus', status: 'active', by })).toEqual([]);
    const suspended = when([registered], { kind: 'SetStatus', status: 'suspended', by });
    expect(suspended).toEqual([
      { type: 'OperatorStatusChanged', data: { operator_id: 'op-1', status: 'suspended' } },
    ]);
    expect(
      when([registered, ...suspended], { kind: 'SetStatus', status: 'suspended', by }),
    ).toEqual([]);
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
    });
    expect(events).toEqual([
      {
        type: 'OperatorDetailsChanged',
        data: {
          operator_id: 'op-1',
          changes: { full_name: 'Grace B. Hopper', capacity_hours: 20 },
        },
      },
    ]);
    expect(
      when([registered, ...events], { kind: 'ChangeDetails', changes: { capacity_hours: 20 }, by }),
    ).toEqual([]);
  });

  it('records the flags as set, and a new password hash', () => {
    expect(when([registered], { kind: 'SetFlags', flags: { compliant: false } })).toEqual([
      { type: 'OperatorFlagsChanged', data: { operator_id: 'op-1', flags: { compliant: false } } },
    ]);
    expect(when([registered], { kind: 'SetPassword', passwordHash: 'new', by })).toEqual([
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
      expect(() => when([founder], command)).toThrow(OPERATORS_CONSOLE_TEXTS.founderOnly);
      expect(() => when([registered], { ...command, by: named })).toThrow(
        OPERATORS_CONSOLE_TEXTS.founderOnly,
      );
      expect(when([founder], { ...command, by: byFounder })).toHaveLength(1);
    }
    // What does not touch the account's sign-in or powers stays open to every admin.
    expect(
      when([founder], {
        kind: 'ChangeDetails',
        changes: { capacity_hours: 20, email: registered.data.email as string },
        by,
      }),
    ).toHaveLength(1);
    expect(when([founder], { kind: 'SetRoles', roles: ['founder'], by })).toEqual([]);
  });
});

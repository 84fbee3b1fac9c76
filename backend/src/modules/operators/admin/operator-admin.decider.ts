import {
  OPERATORS_CONSOLE_TEXTS,
  effectiveRoles,
  parseRoles,
  type OperatorDetailChanges,
  type OperatorFlags,
  type OperatorStatus,
  type Role,
} from '@morphic/contracts';
import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';

/** The operator's details an admin edits, as the account stream last set them. */
export type OperatorDetails = Required<Omit<OperatorDetailChanges, 'handle' | 'email'>>;

export interface OperatorAdminState {
  /** Registered and not deleted: only such an account can be changed. */
  readonly exists: boolean;
  readonly id: string;
  readonly handle: string;
  readonly email: string;
  readonly roles: readonly Role[];
  readonly status: OperatorStatus;
  /** An admin vetted the operator (`is_vetted`): only such operators take vetted-only missions. */
  readonly vetted: boolean;
  readonly details: OperatorDetails;
}

/** Spec 03 "Operator edit" defaults. */
export const OPERATOR_DETAIL_DEFAULTS: Omit<OperatorDetails, 'full_name' | 'cohort'> = {
  timezone: null,
  level: 1,
  streak: 0,
  capacity_hours: 10,
  reliability_alpha: 1,
  reliability_beta: 1,
  skill_vector: {},
  prefs: {},
};

/** The admin making a change, for the founder rule. */
export interface ChangingAdmin {
  readonly roles: readonly Role[];
  /** FOUNDER_USERNAMES, in lower case: these handles are founders by configuration. */
  readonly founderUsernames: ReadonlySet<string>;
}

export type OperatorAdminCommand =
  | { readonly kind: 'SetRoles'; readonly roles: readonly Role[]; readonly by: ChangingAdmin }
  | { readonly kind: 'SetStatus'; readonly status: OperatorStatus; readonly by: ChangingAdmin }
  | { readonly kind: 'SetFlags'; readonly flags: OperatorFlags }
  | {
      readonly kind: 'ChangeDetails';
      readonly changes: OperatorDetailChanges;
      readonly by: ChangingAdmin;
    }
  | { readonly kind: 'SetPassword'; readonly passwordHash: string; readonly by: ChangingAdmin };

type OperatorAdminEvent = EventOfType<
  | 'OperatorRolesChanged'
  | 'OperatorStatusChanged'
  | 'OperatorFlagsChanged'
  | 'OperatorDetailsChanged'
  | 'OperatorPasswordSetByAdmin'
>;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An admin's changes to an operator account (stream `operator-<id>`): roles, status, flags,
 * details and password. A change to what the account already holds records nothing. A
 * founder's sign-in (handle, email, password), roles and status are changed by founders only,
 * and only a founder grants the founder role, so no admin can take a founder's account over; founders are known as delete and
 * impersonation know them (`effectiveRoles`: by role or by FOUNDER_USERNAMES).
 */
export const operatorAdminDecider: Decider<
  OperatorAdminState,
  OperatorAdminCommand,
  OperatorAdminEvent
> = {
  initialState: {
    exists: false,
    id: '',
    handle: '',
    email: '',
    roles: [],
    status: 'active',
    vetted: false,
    details: { ...OPERATOR_DETAIL_DEFAULTS, full_name: null, cohort: null },
  },

  evolve(state: OperatorAdminState, event: DomainEvent): OperatorAdminState {
    switch (event.type) {
      case 'OperatorRegistered':
        return {
          exists: true,
          id: event.data.operator_id,
          handle: event.data.username,
          email: event.data.email,
          roles: parseRoles(event.data.role),
          status: 'active',
          vetted: false,
          details: { ...state.details, full_name: event.data.full_name, cohort: event.data.cohort },
        };
      case 'ProfileUpdated':
        return event.data.full_name === undefined
          ? state
          : { ...state, details: { ...state.details, full_name: event.data.full_name } };
      case 'OperatorRolesChanged':
        return { ...state, roles: event.data.roles };
      case 'OperatorStatusChanged':
        return { ...state, status: event.data.status };
      case 'OperatorFlagsChanged':
        return { ...state, vetted: event.data.flags.is_vetted ?? state.vetted };
      case 'OperatorDetailsChanged': {
        const { handle, email, ...details } = event.data.changes;
        return {
          ...state,
          handle: handle ?? state.handle,
          email: email ?? state.email,
          details: { ...state.details, ...details },
        };
      }
      case 'OperatorDeleted':
        return { ...state, exists: false };
      default:
        return state;
    }
  },

  decide(command: OperatorAdminCommand, state: OperatorAdminState): OperatorAdminEvent[] {
    if (!state.exists) {
      throw new DomainRuleViolation('not_found', OPERATORS_CONSOLE_TEXTS.operatorNotFound);
    }
    const withId = <T extends object>(data: T) => ({ operator_id: state.id, ...data });
    const founderOnly = (by: ChangingAdmin) => {
      const founder = effectiveRoles(state.roles.join(','), state.handle, by.founderUsernames);
      if (founder.includes('founder') && !by.roles.includes('founder')) {
        throw new DomainRuleViolation('forbidden', OPERATORS_CONSOLE_TEXTS.founderOnly);
      }
    };
    switch (command.kind) {
      case 'SetRoles':
        if (sameValue([...command.roles].sort(), [...state.roles].sort())) return [];
        founderOnly(command.by);
        // Else an admin could make themselves a founder, then take the founders over.
        if (command.roles.includes('founder') && !command.by.roles.includes('founder')) {
          throw new DomainRuleViolation('forbidden', OPERATORS_CONSOLE_TEXTS.founderGrantOnly);
        }
        return [{ type: 'OperatorRolesChanged', data: withId({ roles: [...command.roles] }) }];
      case 'SetStatus':
        if (command.status === state.status) return [];
        founderOnly(command.by);
        return [{ type: 'OperatorStatusChanged', data: withId({ status: command.status }) }];
      case 'SetFlags':
        // Some flags also move with onboarding (another stream): each is recorded as set.
        return [{ type: 'OperatorFlagsChanged', data: withId({ flags: command.flags }) }];
      case 'ChangeDetails': {
        const current: OperatorDetailChanges = {
          handle: state.handle,
          email: state.email,
          ...state.details,
        };
        const changes = Object.fromEntries(
          Object.entries(command.changes).filter(
            ([field, value]) =>
              value !== undefined &&
              !sameValue(value, current[field as keyof OperatorDetailChanges]),
          ),
        ) as OperatorDetailChanges;
        if (changes.handle !== undefined || changes.email !== undefined) founderOnly(command.by);
        return Object.keys(changes).length === 0
          ? []
          : [{ type: 'OperatorDetailsChanged', data: withId({ changes }) }];
      }
      case 'SetPassword':
        founderOnly(command.by);
        return [
          {
            type: 'OperatorPasswordSetByAdmin',
            data: withId({ password_hash: command.passwordHash }),
          },
        ];
    }
  },
};

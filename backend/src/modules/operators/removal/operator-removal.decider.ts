import { OPERATOR_REMOVAL_TEXTS, effectiveRoles } from '@morphic/contracts';
import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';

export interface OperatorRemovalState {
  readonly registered: boolean;
  readonly deleted: boolean;
  /** The handle and email the account holds now (their identifier streams name them). */
  readonly handle: string | null;
  readonly email: string | null;
  /** Comma-separated roles, as the registration and role changes record them. */
  readonly role: string;
}

export interface DeleteOperatorCommand {
  readonly operatorId: string;
  /** The admin deleting. */
  readonly callerId: string;
  /** FOUNDER_USERNAMES, in lower case: these handles are founders by configuration. */
  readonly founderUsernames: ReadonlySet<string>;
}

type OperatorRemovalEvent = EventOfType<'OperatorDeleted'>;

/** Whether the stream holds an operator that was not deleted. */
export const operatorExists = (state: OperatorRemovalState): boolean =>
  state.registered && !state.deleted;

/**
 * Deleting an operator account (stream `operator-<id>`). A deleted account is not found any
 * more; the caller cannot delete themselves, nor a founder: the founder role is taken away
 * first, and a founder the configuration names by handle cannot be deleted at all (once free,
 * that handle could be registered again by anyone, and would be a founder).
 */
export const operatorRemovalDecider: Decider<
  OperatorRemovalState,
  DeleteOperatorCommand,
  OperatorRemovalEvent
> = {
  initialState: { registered: false, deleted: false, handle: null, email: null, role: '' },

  evolve(state: OperatorRemovalState, event: DomainEvent): OperatorRemovalState {
    switch (event.type) {
      case 'OperatorRegistered':
        return {
          ...state,
          registered: true,
          handle: event.data.username,
          email: event.data.email,
          role: event.data.role,
        };
      case 'OperatorRolesChanged':
        return { ...state, role: event.data.roles.join(',') };
      case 'OperatorDetailsChanged':
        return {
          ...state,
          handle: event.data.changes.handle ?? state.handle,
          email: event.data.changes.email ?? state.email,
        };
      case 'OperatorDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },

  decide(command: DeleteOperatorCommand, state: OperatorRemovalState): OperatorRemovalEvent[] {
    if (!operatorExists(state)) {
      throw new DomainRuleViolation('not_found', OPERATOR_REMOVAL_TEXTS.operatorNotFound);
    }
    if (command.operatorId === command.callerId) {
      throw new DomainRuleViolation('conflict', OPERATOR_REMOVAL_TEXTS.cannotDeleteSelf);
    }
    const roles = effectiveRoles(state.role, state.handle ?? '', command.founderUsernames);
    if (roles.includes('founder')) {
      throw new DomainRuleViolation('conflict', OPERATOR_REMOVAL_TEXTS.cannotDeleteFounder);
    }
    return [{ type: 'OperatorDeleted', data: { operator_id: command.operatorId } }];
  },
};

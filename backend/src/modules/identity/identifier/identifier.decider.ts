import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';

export type IdentifierKind = 'username' | 'email';

/** One identifier stream: who holds it, so two registrations can never claim the same one. */
export interface IdentifierState {
  readonly accountId: string | null;
}

export type IdentifierCommand =
  | {
      readonly kind: 'Reserve';
      readonly identifier: IdentifierKind;
      readonly value: string;
      readonly accountId: string;
      readonly takenMessage: string;
    }
  /** The account gave it up (deleted, or changed it): anyone may reserve it again. */
  | {
      readonly kind: 'Release';
      readonly identifier: IdentifierKind;
      readonly value: string;
      readonly accountId: string;
    };

type IdentifierEvent = EventOfType<'IdentifierReserved' | 'IdentifierReleased'>;

export const identifierDecider: Decider<IdentifierState, IdentifierCommand, IdentifierEvent> = {
  initialState: { accountId: null },

  evolve(state: IdentifierState, event: DomainEvent): IdentifierState {
    switch (event.type) {
      case 'IdentifierReserved':
        return { accountId: event.data.account_id };
      case 'IdentifierReleased':
        return { accountId: null };
      default:
        return state;
    }
  },

  decide(command: IdentifierCommand, state: IdentifierState): IdentifierEvent[] {
    const data = { kind: command.identifier, value: command.value, account_id: command.accountId };
    if (command.kind === 'Release') {
      // Only its holder gives it up; released already, or held by another, is no change.
      return state.accountId === command.accountId ? [{ type: 'IdentifierReleased', data }] : [];
    }
    if (state.accountId === command.accountId) return [];
    if (state.accountId !== null) throw new DomainRuleViolation('conflict', command.takenMessage);
    return [{ type: 'IdentifierReserved', data }];
  },
};

import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '../../../infrastructure/commands/decider';

export type IdentifierKind = 'username' | 'email';

/** One identifier stream: who holds it, so two registrations can never claim the same one. */
export interface IdentifierState {
  readonly accountId: string | null;
}

export interface IdentifierCommand {
  readonly kind: 'Reserve';
  readonly identifier: IdentifierKind;
  readonly value: string;
  readonly accountId: string;
  readonly takenMessage: string;
}

type IdentifierEvent = EventOfType<'IdentifierReserved'>;

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
    if (state.accountId === command.accountId) return [];
    if (state.accountId !== null) throw new DomainRuleViolation('conflict', command.takenMessage);
    return [
      {
        type: 'IdentifierReserved',
        data: { kind: command.identifier, value: command.value, account_id: command.accountId },
      },
    ];
  },
};

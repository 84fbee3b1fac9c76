import type { DomainEvent, EventData, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';

export interface OperatorState {
  readonly registered: boolean;
}

export type OperatorCommand = {
  readonly kind: 'Register';
  readonly registration: EventData<'OperatorRegistered'>;
};

type OperatorEvent = EventOfType<'OperatorRegistered'>;

/** An operator account (stream `operator-<id>`). Later issues add profile, 2FA, reset... */
export const operatorDecider: Decider<OperatorState, OperatorCommand, OperatorEvent> = {
  initialState: { registered: false },

  evolve(state: OperatorState, event: DomainEvent): OperatorState {
    return event.type === 'OperatorRegistered' ? { registered: true } : state;
  },

  decide(command: OperatorCommand, state: OperatorState): OperatorEvent[] {
    if (state.registered) throw new DomainRuleViolation('conflict', 'This account already exists');
    return [{ type: 'OperatorRegistered', data: command.registration }];
  },
};

import type { DomainEvent } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from './decider';

export interface CreateOnceState {
  readonly exists: boolean;
}

export interface CreateOnceCommand<TEvent extends DomainEvent> {
  readonly event: TEvent;
}

/**
 * An aggregate whose only behaviour so far is being created (a mission, a notification...):
 * its creation event is accepted once per stream.
 */
export function createOnceDecider<TEvent extends DomainEvent>(
  alreadyExistsMessage: string,
): Decider<CreateOnceState, CreateOnceCommand<TEvent>, TEvent> {
  return {
    initialState: { exists: false },
    cacheFoldedState: false,
    evolve: () => ({ exists: true }),
    decide(command, state) {
      if (state.exists) throw new DomainRuleViolation('conflict', alreadyExistsMessage);
      return [command.event];
    },
  };
}

import type { DomainEvent, EventData, EventOfType } from '@morphic/contracts/server';
import type { Decider } from '#infrastructure/commands/decider';

export interface CreditsState {
  /** Assignments already paid for. */
  readonly awarded: ReadonlySet<string>;
}

export type CreditsCommand = {
  readonly kind: 'Award';
  readonly award: EventData<'CreditsAwarded'>;
};

type CreditsEvent = EventOfType<'CreditsAwarded'>;

/**
 * Credits paid into an operator's account (stream `operator-<id>`, beside the profile's
 * events): once per assignment, so a retried decision never pays twice. Nothing is paid for
 * a reward of zero.
 */
export const creditsDecider: Decider<CreditsState, CreditsCommand, CreditsEvent> = {
  initialState: { awarded: new Set() },

  evolve(state: CreditsState, event: DomainEvent): CreditsState {
    if (event.type !== 'CreditsAwarded') return state;
    return { awarded: new Set([...state.awarded, event.data.assignment_id]) };
  },

  decide({ award }: CreditsCommand, state: CreditsState): CreditsEvent[] {
    if (award.amount <= 0 || state.awarded.has(award.assignment_id)) return [];
    return [{ type: 'CreditsAwarded', data: award }];
  },
};

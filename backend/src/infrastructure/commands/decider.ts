import type { DomainEvent } from '@morphic/contracts/server';

/**
 * A pure aggregate: fold past events into state, decide new events from a command.
 * No I/O; refusals throw a `DomainRuleViolation`.
 */
export interface Decider<TState, TCommand, TEvent extends DomainEvent = DomainEvent> {
  readonly initialState: TState;
  /**
   * Deciders on one stream may reuse an `evolve` (with its `initialState`): the repository
   * then folds the stream once for all of them.
   */
  evolve(state: TState, event: DomainEvent): TState;
  decide(command: TCommand, state: TState): TEvent[];
  /**
   * `false` for streams written once and seldom read again: the repository then keeps no
   * folded state for them, which would only crowd out the streams that are read.
   */
  readonly cacheFoldedState?: false;
}

export type RuleViolationKind = 'invalid' | 'conflict' | 'not_found' | 'forbidden';

/** A command refused by an aggregate's rules; the HTTP layer maps the kind to 400/409/404/403. */
export class DomainRuleViolation extends Error {
  constructor(
    readonly kind: RuleViolationKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainRuleViolation';
  }
}

export const fold = <TState>(
  decider: Pick<Decider<TState, unknown>, 'initialState' | 'evolve'>,
  events: readonly DomainEvent[],
): TState => events.reduce((state, event) => decider.evolve(state, event), decider.initialState);

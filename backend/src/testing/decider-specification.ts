import type { DomainEvent } from '@morphic/contracts/server';
import {
  DomainRuleViolation,
  fold,
  type Decider,
  type RuleViolationKind,
} from '#infrastructure/commands/decider';

/** What a decision came to: the events it decided, or the rule it refused by. */
type Outcome =
  | { readonly decided: readonly DomainEvent[] }
  | { readonly refused: { readonly kind: RuleViolationKind; readonly message: string } };

/** A command against a known state: `then` checks what it decides, `thenRefuses` its refusal. */
export class DeciderWhen<TState, TCommand, TEvent extends DomainEvent> {
  constructor(
    private readonly decider: Decider<TState, TCommand, TEvent>,
    private readonly state: TState,
    private readonly command: TCommand,
  ) {}

  /** The decided events, for expectations of the test's own (any refusal is thrown). */
  events(): TEvent[] {
    return this.decider.decide(this.command, this.state);
  }

  then(expected: readonly DomainEvent[]): void {
    expect(this.outcome()).toEqual({ decided: expected });
  }

  /** The command is refused with this `DomainRuleViolation` kind and message. */
  thenRefuses(kind: RuleViolationKind, message: string): void {
    expect(this.outcome()).toEqual({ refused: { kind, message } });
  }

  private outcome(): Outcome {
    try {
      return { decided: this.events() };
    } catch (error) {
      if (!(error instanceof DomainRuleViolation)) throw error;
      return { refused: { kind: error.kind, message: error.message } };
    }
  }
}

/** A state folded from past events (or given as is), ready for a command. */
export class DeciderGiven<TState, TCommand, TEvent extends DomainEvent> {
  constructor(
    private readonly decider: Decider<TState, TCommand, TEvent>,
    readonly state: TState,
  ) {}

  when(command: TCommand): DeciderWhen<TState, TCommand, TEvent> {
    return new DeciderWhen(this.decider, this.state, command);
  }
}

/**
 * Given/when/then for a decider: `given` past events, `when` a command, `then` the events
 * decided or `thenRefuses` with the rule broken.
 */
export class DeciderSpecification<TState, TCommand, TEvent extends DomainEvent> {
  private constructor(private readonly decider: Decider<TState, TCommand, TEvent>) {}

  static for<TState, TCommand, TEvent extends DomainEvent>(
    decider: Decider<TState, TCommand, TEvent>,
  ): DeciderSpecification<TState, TCommand, TEvent> {
    return new DeciderSpecification(decider);
  }

  given(past: readonly DomainEvent[] = []): DeciderGiven<TState, TCommand, TEvent> {
    return this.givenState(fold(this.decider, past));
  }

  /** A state the stream could not fold to on its own (another stream's, or one made by hand). */
  givenState(state: TState): DeciderGiven<TState, TCommand, TEvent> {
    return new DeciderGiven(this.decider, state);
  }
}

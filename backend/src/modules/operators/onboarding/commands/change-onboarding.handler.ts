import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { onboardingDecider } from '../onboarding.decider';

export interface ChangedOnboarding {
  readonly position: LogPosition | null;
  /** Whether onboarding is complete after the change. */
  readonly completed: boolean;
}

/** Drops a blocked skill, or bypasses onboarding (admin). */
export class ChangeOnboarding extends Command<ChangedOnboarding> {
  constructor(
    readonly operatorId: string,
    readonly change:
      { readonly kind: 'DropSkill'; readonly skill: string } | { readonly kind: 'Bypass' },
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ChangeOnboarding)
export class ChangeOnboardingHandler implements ICommandHandler<ChangeOnboarding> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ operatorId, change, context }: ChangeOnboarding): Promise<ChangedOnboarding> {
    const outcome = await this.aggregates.execute(
      STREAMS.onboarding(operatorId),
      onboardingDecider,
      { ...change, operatorId },
      context,
    );
    return { position: outcome.position, completed: outcome.state.completed };
  }
}

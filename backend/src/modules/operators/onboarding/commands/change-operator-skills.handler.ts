import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { skillAdminDecider, type SkillAdminChange } from '../skill-admin.decider';

/** An admin's change to one of an operator's skills: one decision on the onboarding stream. */
export class ChangeOperatorSkills extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly operatorId: string,
    readonly change: SkillAdminChange,
    /** Whether the account says onboarding is complete. */
    readonly accountCompleted: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ChangeOperatorSkills)
export class ChangeOperatorSkillsHandler implements ICommandHandler<ChangeOperatorSkills> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ operatorId, change, accountCompleted, context }: ChangeOperatorSkills) {
    const { position } = await this.aggregates.execute(
      STREAMS.onboarding(operatorId),
      skillAdminDecider,
      { ...change, operatorId, accountCompleted },
      context,
    );
    return { position };
  }
}

import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import type { ProfileChanges } from '@morphic/contracts';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { profileDecider } from '../profile.decider';

/** Changes an operator's profile fields (only those given). */
export class UpdateProfile extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly operatorId: string,
    readonly changes: ProfileChanges,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(UpdateProfile)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfile> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({
    operatorId,
    changes,
    context,
  }: UpdateProfile): Promise<{ position: LogPosition | null }> {
    const outcome = await this.aggregates.execute(
      STREAMS.operator(operatorId),
      profileDecider,
      { operatorId, changes },
      context,
    );
    return { position: outcome.position };
  }
}

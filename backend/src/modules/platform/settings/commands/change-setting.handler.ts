import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { settingsDecider, type SettingsCommand } from '../settings.decider';

/** Sets the current cohort or the operators-under-construction notice. */
export class ChangeSetting extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly change: SettingsCommand,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ChangeSetting)
export class ChangeSettingHandler implements ICommandHandler<ChangeSetting> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ change, context }: ChangeSetting): Promise<{ position: LogPosition | null }> {
    const outcome = await this.aggregates.execute(
      STREAMS.settings,
      settingsDecider,
      change,
      context,
    );
    return { position: outcome.position };
  }
}

import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { algorithmConfigDecider, type AlgorithmConfigCommand } from '../algorithm-config.decider';

/** Saves one section of the algorithm configuration, or reloads it from the environment. */
export class ChangeAlgorithmConfig extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly change: AlgorithmConfigCommand,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ChangeAlgorithmConfig)
export class ChangeAlgorithmConfigHandler implements ICommandHandler<ChangeAlgorithmConfig> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({
    change,
    context,
  }: ChangeAlgorithmConfig): Promise<{ position: LogPosition | null }> {
    const { position } = await this.aggregates.execute(
      STREAMS.algorithmConfig,
      algorithmConfigDecider,
      change,
      context,
    );
    return { position };
  }
}

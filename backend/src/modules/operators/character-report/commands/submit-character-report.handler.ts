import { STREAMS } from '@morphic/contracts/server';
import type { CharacterReport } from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { characterReportDecider } from '../character-report.decider';

export interface SubmittedCharacterReport {
  readonly position: LogPosition | null;
  /** Whether a report was on file before this one. */
  readonly updated: boolean;
}

/** Records an operator's character report, replacing an earlier one. */
export class SubmitCharacterReport extends Command<SubmittedCharacterReport> {
  constructor(
    readonly operatorId: string,
    readonly report: CharacterReport,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SubmitCharacterReport)
export class SubmitCharacterReportHandler implements ICommandHandler<SubmitCharacterReport> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({
    operatorId,
    report,
    context,
  }: SubmitCharacterReport): Promise<SubmittedCharacterReport> {
    const streamId = STREAMS.operator(operatorId);
    const before = await this.aggregates.load(streamId, characterReportDecider);
    const outcome = await this.aggregates.execute(
      streamId,
      characterReportDecider,
      { operatorId, report },
      context,
    );
    return { position: outcome.position, updated: before.state.report !== null };
  }
}

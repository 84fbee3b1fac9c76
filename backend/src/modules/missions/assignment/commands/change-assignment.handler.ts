import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { assignmentDecider, type OperatorAssignmentCommand } from '../assignment.decider';

/** A step on the assignment alone (remove a file, ask a question...). */
export class ChangeAssignment extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly assignmentId: string,
    readonly change: OperatorAssignmentCommand,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ChangeAssignment)
export class ChangeAssignmentHandler implements ICommandHandler<ChangeAssignment> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({
    assignmentId,
    change,
    context,
  }: ChangeAssignment): Promise<{ position: LogPosition | null }> {
    const outcome = await this.aggregates.execute(
      STREAMS.assignment(assignmentId),
      assignmentDecider,
      change,
      context,
    );
    return { position: outcome.position };
  }
}

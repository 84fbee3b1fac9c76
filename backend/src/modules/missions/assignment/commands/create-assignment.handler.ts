import { STREAMS, type EventData } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { assignmentDecider } from '../assignment.decider';

/**
 * Starts an assignment (stream `assignment-<id>`) with its TaskTaken: marketplace takes and
 * onboarding both create assignments through it. The caller generates `assignment_id`, so it
 * can reserve the mission or the work slot for it first; 409 if that id exists already.
 */
export class CreateAssignment extends Command<{
  assignmentId: string;
  position: LogPosition | null;
}> {
  constructor(
    readonly task: EventData<'TaskTaken'>,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CreateAssignment)
export class CreateAssignmentHandler implements ICommandHandler<CreateAssignment> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({
    task,
    context,
  }: CreateAssignment): Promise<{ assignmentId: string; position: LogPosition | null }> {
    const outcome = await this.aggregates.execute(
      STREAMS.assignment(task.assignment_id),
      assignmentDecider,
      { kind: 'Create', task },
      context,
    );
    return { assignmentId: task.assignment_id, position: outcome.position };
  }
}

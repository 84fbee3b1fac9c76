import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { OperatorAssignmentCommand } from '../assignment.decider';
import { decideOperatorStep } from '../operator-step';

/**
 * An operator's step on their own assignment (submit, unsubmit, release, remove a file, ask a
 * question...), with what it does to their work slot, in one append. Releasing a marketplace
 * assignment also reopens its mission: the mission-reopen reactor does that.
 */
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

  execute({ assignmentId, change, context }: ChangeAssignment) {
    return this.aggregates.decide(context, async (streams) => {
      await decideOperatorStep(streams, assignmentId, change);
      return {};
    });
  }
}

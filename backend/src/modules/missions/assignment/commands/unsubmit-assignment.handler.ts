import { STREAMS, type LogPosition } from '@morphic/contracts';
import { Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { WorkSlots } from '../../work-slot/work-slots';
import { assignmentDecider, usesWorkSlot } from '../assignment.decider';
import { withWorkSlotRetaken } from '../retake-work-slot';

/**
 * Withdraws a submission waiting for validation. A marketplace assignment becomes unsubmitted
 * work again, so it takes its operator's work slot back first (409 while another holds it).
 */
export class UnsubmitAssignment extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly assignmentId: string,
    readonly operatorId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(UnsubmitAssignment)
export class UnsubmitAssignmentHandler implements ICommandHandler<UnsubmitAssignment> {
  private readonly logger = new Logger(UnsubmitAssignmentHandler.name);

  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly workSlots: WorkSlots,
  ) {}

  async execute({
    assignmentId,
    operatorId,
    context,
  }: UnsubmitAssignment): Promise<{ position: LogPosition | null }> {
    const stream = STREAMS.assignment(assignmentId);
    const command = { kind: 'Unsubmit', operatorId } as const;
    const { state } = await this.aggregates.load(stream, assignmentDecider);
    // Refused here, it takes no slot.
    assignmentDecider.decide(command, state);
    return withWorkSlotRetaken(
      { workSlots: this.workSlots, logger: this.logger },
      { operatorId, assignmentId, needed: state.task !== null && usesWorkSlot(state.task.source) },
      context,
      () => this.aggregates.execute(stream, assignmentDecider, command, context),
    );
  }
}

import type { LogPosition } from '@morphic/stores';
import { Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { WorkSlots } from '../../work-slot/work-slots';
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
    return withWorkSlotRetaken(
      { aggregates: this.aggregates, workSlots: this.workSlots, logger: this.logger },
      assignmentId,
      async () => ({ kind: 'Unsubmit', operatorId }),
      context,
    );
  }
}

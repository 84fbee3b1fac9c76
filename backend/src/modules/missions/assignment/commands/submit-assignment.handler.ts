import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { WorkSlots } from '../../work-slot/work-slots';
import { assignmentDecider, usesWorkSlot } from '../assignment.decider';
import { latestPosition } from '../latest-position';

/**
 * Submits the files and notes: Submitted and ValidationQueued in one append (of two racing
 * submits, one wins), then a marketplace assignment frees its operator's work slot.
 */
export class SubmitAssignment extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly assignmentId: string,
    readonly operatorId: string,
    readonly notes: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SubmitAssignment)
export class SubmitAssignmentHandler implements ICommandHandler<SubmitAssignment> {
  private readonly logger = new Logger(SubmitAssignmentHandler.name);

  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly workSlots: WorkSlots,
  ) {}

  async execute({
    assignmentId,
    operatorId,
    notes,
    context,
  }: SubmitAssignment): Promise<{ position: LogPosition | null }> {
    const outcome = await this.aggregates.execute(
      STREAMS.assignment(assignmentId),
      assignmentDecider,
      { kind: 'Submit', operatorId, notes, entryId: randomUUID() },
      context,
    );
    const source = outcome.state.task?.source;
    if (!source || !usesWorkSlot(source)) return { position: outcome.position };
    try {
      const freed = await this.workSlots.free(operatorId, assignmentId, context);
      return { position: latestPosition(outcome.position, freed.position) };
    } catch (error) {
      // The submission stands; the slot stays held until the next free (unsubmit or release).
      this.logger.error(`Could not free the work slot of ${operatorId} after a submit`, error);
      return { position: outcome.position };
    }
  }
}

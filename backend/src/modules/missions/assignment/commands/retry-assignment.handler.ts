import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { missionDecider } from '../../mission/mission.decider';
import { WorkSlots } from '../../work-slot/work-slots';
import type { AssignmentState } from '../assignment.decider';
import { withWorkSlotRetaken } from '../retake-work-slot';

/**
 * A failed assignment goes back to accepted, unless its mission is open again in the
 * marketplace (or held by another assignment): then the operator re-applies from there. A
 * marketplace assignment takes its operator's work slot back first.
 */
export class RetryAssignment extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly assignmentId: string,
    readonly operatorId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RetryAssignment)
export class RetryAssignmentHandler implements ICommandHandler<RetryAssignment> {
  private readonly logger = new Logger(RetryAssignmentHandler.name);

  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly workSlots: WorkSlots,
  ) {}

  async execute({
    assignmentId,
    operatorId,
    context,
  }: RetryAssignment): Promise<{ position: LogPosition | null }> {
    return withWorkSlotRetaken(
      { aggregates: this.aggregates, workSlots: this.workSlots, logger: this.logger },
      assignmentId,
      async (state) => ({
        kind: 'Retry',
        operatorId,
        missionOpenAgain: await this.missionOpenAgain(state, assignmentId),
      }),
      context,
    );
  }

  /** The mission no longer holds this assignment: it was reopened, or taken by someone else. */
  private async missionOpenAgain(state: AssignmentState, assignmentId: string): Promise<boolean> {
    const missionId = state.task?.mission_id;
    if (!missionId) return false;
    const mission = await this.aggregates.load(STREAMS.mission(missionId), missionDecider);
    return mission.state.posted !== null && mission.state.assignmentId !== assignmentId;
  }
}

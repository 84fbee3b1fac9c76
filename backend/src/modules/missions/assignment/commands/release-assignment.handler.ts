import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { MissionReservations } from '../../mission/mission-reservations';
import { WorkSlots } from '../../work-slot/work-slots';
import { assignmentDecider, usesWorkSlot } from '../assignment.decider';
import { latestPosition } from '../latest-position';

const RELEASED_BY_OPERATOR = 'released by operator';

/**
 * The operator gives a marketplace assignment up: it closes, their work slot is free again and
 * the mission goes back to the marketplace. Freeing and reopening are no-ops when already done,
 * so a retried release completes what a failed one left.
 */
export class ReleaseAssignment extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly assignmentId: string,
    readonly operatorId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ReleaseAssignment)
export class ReleaseAssignmentHandler implements ICommandHandler<ReleaseAssignment> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly workSlots: WorkSlots,
    private readonly missions: MissionReservations,
  ) {}

  async execute({
    assignmentId,
    operatorId,
    context,
  }: ReleaseAssignment): Promise<{ position: LogPosition | null }> {
    const outcome = await this.aggregates.execute(
      STREAMS.assignment(assignmentId),
      assignmentDecider,
      { kind: 'Release', operatorId, reason: RELEASED_BY_OPERATOR },
      context,
    );
    const task = outcome.state.task;
    if (!task || !usesWorkSlot(task.source)) return { position: outcome.position };
    const freed = await this.workSlots.free(operatorId, assignmentId, context);
    const reopened = task.mission_id
      ? await this.missions.reopen(task.mission_id, assignmentId, RELEASED_BY_OPERATOR, context)
      : { position: null };
    return { position: latestPosition(outcome.position, freed.position, reopened.position) };
  }
}

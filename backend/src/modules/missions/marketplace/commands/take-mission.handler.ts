import type { LogPosition } from '@morphic/stores';
import { Logger } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { CreateAssignment } from '../../assignment/commands/create-assignment.handler';
import { MissionReservations } from '../../mission/mission-reservations';
import { WorkSlots } from '../../work-slot/work-slots';

export interface TakeMissionResult {
  readonly assignmentId: string;
  readonly position: LogPosition | null;
}

/** An operator takes a marketplace mission: a new assignment holds both their slot and it. */
export class TakeMission extends Command<TakeMissionResult> {
  constructor(
    readonly missionId: string,
    readonly operatorId: string,
    readonly message: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}

const CREATION_FAILED = 'The assignment could not be created';

/**
 * Three aggregates, in order: the operator's work slot (409 while another task is unsubmitted),
 * the mission's slot (409 once taken, 404 if unknown), then the assignment itself. When a step
 * fails, the steps before it are undone, so a failed take never blocks the operator or the
 * mission.
 */
@CommandHandler(TakeMission)
export class TakeMissionHandler implements ICommandHandler<TakeMission> {
  private readonly logger = new Logger(TakeMissionHandler.name);

  constructor(
    private readonly workSlots: WorkSlots,
    private readonly missions: MissionReservations,
    private readonly commands: CommandBus,
  ) {}

  async execute({
    missionId,
    operatorId,
    message,
    context,
  }: TakeMission): Promise<TakeMissionResult> {
    const assignmentId = randomUUID();
    await this.workSlots.take(operatorId, assignmentId, context);
    try {
      const reservation = await this.missions.reserve(missionId, assignmentId, operatorId, context);
      try {
        const { mission } = reservation;
        const created = await this.commands.execute(
          new CreateAssignment(
            {
              assignment_id: assignmentId,
              operator_id: operatorId,
              source: 'mission',
              mission_id: missionId,
              onboarding_task_id: null,
              skill: null,
              title: mission.title,
              description: mission.description,
              reward_amount: mission.reward_amount,
              reward_asset: mission.reward_asset,
              domain_tags: mission.domain_tags,
              validator_kind: 'peer',
              deadline_at: mission.deadline_at,
              message,
            },
            context,
          ),
        );
        return { assignmentId, position: created.position ?? reservation.position };
      } catch (error) {
        await this.undo('reopen the mission', () =>
          this.missions.reopen(missionId, assignmentId, CREATION_FAILED, context),
        );
        throw error;
      }
    } catch (error) {
      await this.undo('free the work slot', () =>
        this.workSlots.free(operatorId, assignmentId, context),
      );
      throw error;
    }
  }

  /** Runs a compensation; its own failure is logged so the original error is what answers. */
  private async undo(what: string, step: () => Promise<unknown>): Promise<void> {
    try {
      await step();
    } catch (error) {
      this.logger.error(`Could not ${what} after a failed take`, error);
    }
  }
}

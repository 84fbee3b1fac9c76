import { MARKETPLACE_TEXTS } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { assignmentDecider } from '../../assignment/assignment.decider';
import { missionDecider } from '../../mission/mission.decider';
import { workSlotDecider } from '../../work-slot/work-slot.decider';
import { predictAssignment } from '../assignment-prediction';
import { OPERATOR_ELIGIBILITY, type OperatorEligibility } from '../operator-eligibility.port';
import type { RankingParams, SkillVector } from '../recommendation-score';

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
    /** The operator's skills, for the prediction recorded with the take. */
    readonly skills: SkillVector = {},
    /** The marketplace ranking parameters in force (absent: the built-in ones). */
    readonly ranking?: RankingParams,
  ) {
    super();
  }
}

/**
 * One decision over three streams, appended at once: the mission must exist (404), the
 * operators context must find the operator eligible (404 once deleted; 409 while suspended,
 * which an admin's assign can meet; 403 unvetted or skill blocked), the operator's work slot
 * must be free (409 while another task is unsubmitted), the mission's one
 * slot must be open (409 once taken); then the assignment starts with the mission's terms and
 * the platform's prediction of how it will go (prediction stats pair it with the outcome).
 * Either all three change or none does.
 */
@CommandHandler(TakeMission)
export class TakeMissionHandler implements ICommandHandler<TakeMission> {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(OPERATOR_ELIGIBILITY) private readonly eligibility: OperatorEligibility,
  ) {}

  execute({
    missionId,
    operatorId,
    message,
    context,
    skills,
    ranking,
  }: TakeMission): Promise<TakeMissionResult> {
    const assignmentId = randomUUID();
    return this.aggregates.decide(context, async (streams) => {
      const missionStream = STREAMS.mission(missionId);
      const mission = (await streams.read(missionStream, missionDecider)).posted;
      if (!mission) throw new DomainRuleViolation('not_found', MARKETPLACE_TEXTS.missionNotFound);
      await this.eligibility.assertMayTake(streams, operatorId, mission);
      await streams.decide(STREAMS.workSlot(operatorId), workSlotDecider, {
        kind: 'Take',
        operatorId,
        assignmentId,
      });
      await streams.decide(missionStream, missionDecider, {
        kind: 'Assign',
        missionId,
        assignmentId,
        operatorId,
      });
      await streams.decide(STREAMS.assignment(assignmentId), assignmentDecider, {
        kind: 'Create',
        task: {
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
          prediction: predictAssignment(mission, skills, ranking),
        },
      });
      return { assignmentId };
    });
  }
}

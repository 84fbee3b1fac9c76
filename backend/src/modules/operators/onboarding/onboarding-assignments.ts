import { ONBOARDING_REWARD_ASSET } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { DomainRuleViolation } from '../../../infrastructure/commands/decider';
import { assignmentDecider } from '../../missions/assignment/assignment.decider';
import { CreateAssignment } from '../../missions/assignment/commands/create-assignment.handler';
import type { LoadedBank } from './onboarding-bank';
import type { OnboardingAttempt, OnboardingState } from './onboarding.decider';

/**
 * Creates the assignments the onboarding stream names (its `OnboardingTaskAssigned` events).
 * The onboarding stream is appended first, so it decides who gets which task once; creating
 * the assignment is then safe to repeat: an existing one is left alone.
 */
@Injectable()
export class OnboardingAssignments {
  constructor(
    private readonly commands: CommandBus,
    private readonly aggregates: AggregateRepository,
  ) {}

  /**
   * Creates every open attempt's assignment that does not exist yet; the last position. The
   * bank is asked for only when an assignment is missing.
   */
  async ensureCreated(
    operatorId: string,
    state: OnboardingState,
    bank: () => Promise<LoadedBank>,
    context: CommandContext,
  ): Promise<LogPosition | null> {
    let position: LogPosition | null = null;
    for (const progress of Object.values(state.skills)) {
      for (const attempt of progress.attempts) {
        if (attempt.outcome !== 'pending') continue;
        const created = await this.create(operatorId, progress.skill, attempt, bank, context);
        position = created ?? position;
      }
    }
    return position;
  }

  private async create(
    operatorId: string,
    skill: string,
    attempt: OnboardingAttempt,
    bank: () => Promise<LoadedBank>,
    context: CommandContext,
  ): Promise<LogPosition | null> {
    const streamId = STREAMS.assignment(attempt.assignmentId);
    if ((await this.aggregates.load(streamId, assignmentDecider)).state.task) return null;
    const task = (await bank()).tasks.get(attempt.onboardingTaskId);
    if (!task) return null;
    try {
      const created = await this.commands.execute(
        new CreateAssignment(
          {
            assignment_id: attempt.assignmentId,
            operator_id: operatorId,
            source: 'onboarding',
            mission_id: null,
            onboarding_task_id: task._id,
            skill,
            title: task.title,
            description: task.description,
            reward_amount: task.reward_amount,
            reward_asset: ONBOARDING_REWARD_ASSET,
            domain_tags: [skill],
            validator_kind: task.validator_kind,
            deadline_at: null,
            message: null,
          },
          context,
        ),
      );
      return created.position;
    } catch (error) {
      // A parallel call created it between the check and the append.
      if (error instanceof DomainRuleViolation && error.kind === 'conflict') return null;
      throw error;
    }
  }
}

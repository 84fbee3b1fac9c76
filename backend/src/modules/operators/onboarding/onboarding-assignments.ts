import { ONBOARDING_REWARD_ASSET } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import type { Decision } from '#infrastructure/commands/decision';
import { assignmentDecider } from '../../missions/assignment/assignment.decider';
import { assignmentValidatorKind, type LoadedBank } from './onboarding-bank';
import type { OnboardingState } from './onboarding-state';

/**
 * Creates, in the caller's decision, the assignment of every open attempt the onboarding state
 * names (its `OnboardingTaskAssigned` events) that does not exist yet: appended with the
 * onboarding events that name them, so an attempt never lacks its assignment. The bank is asked
 * for only when an assignment is missing.
 */
export async function createOpenAssignmentsIn(
  streams: Decision,
  operatorId: string,
  state: OnboardingState,
  bank: () => Promise<LoadedBank>,
): Promise<void> {
  for (const progress of Object.values(state.skills)) {
    for (const attempt of progress.attempts) {
      if (attempt.outcome !== 'pending') continue;
      const stream = STREAMS.assignment(attempt.assignmentId);
      if ((await streams.read(stream, assignmentDecider)).task) continue;
      const task = (await bank()).tasks.get(attempt.onboardingTaskId);
      if (!task) continue;
      await streams.decide(stream, assignmentDecider, {
        kind: 'Create',
        task: {
          assignment_id: attempt.assignmentId,
          operator_id: operatorId,
          source: 'onboarding',
          mission_id: null,
          onboarding_task_id: task._id,
          skill: progress.skill,
          title: task.title,
          description: task.description,
          reward_amount: task.reward_amount,
          reward_asset: ONBOARDING_REWARD_ASSET,
          domain_tags: [progress.skill],
          validator_kind: assignmentValidatorKind(task.validator_kind),
          deadline_at: null,
          message: null,
        },
      });
    }
  }
}

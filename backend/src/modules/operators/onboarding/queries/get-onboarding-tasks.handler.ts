import {
  ACCOUNTS_COLLECTION,
  ASSIGNMENTS_COLLECTION,
  ONBOARDING_COLLECTION,
  ONBOARDING_TASKS_COLLECTION,
  type AccountDoc,
  type AssignmentDoc,
  type OnboardingDoc,
  type OnboardingTaskDoc,
} from '@morphic/contracts/server';
import {
  ONBOARDING_REWARD_ASSET,
  onboardingStatusOf,
  type OnboardingTask,
  type OnboardingTasksResponse,
} from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

/** An operator's onboarding tasks, skill by skill, and their onboarding status. */
export class GetOnboardingTasks extends Query<OnboardingTasksResponse> {
  constructor(readonly operatorId: string) {
    super();
  }
}

const requiredSkills = (task: OnboardingTaskDoc): string[] => {
  const keys = Object.keys(task.required_skill_vector);
  return keys.length > 0 ? keys : [task.skill_tag];
};

@QueryHandler(GetOnboardingTasks)
export class GetOnboardingTasksHandler implements IQueryHandler<GetOnboardingTasks> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ operatorId }: GetOnboardingTasks): Promise<OnboardingTasksResponse> {
    const [doc, account] = await Promise.all([
      this.store.collection<OnboardingDoc>(ONBOARDING_COLLECTION).findOne({ _id: operatorId }),
      this.store.collection<AccountDoc>(ACCOUNTS_COLLECTION).findOne({ _id: operatorId }),
    ]);
    const attempts = (doc?.skills ?? [])
      .filter((skill) => !skill.dropped)
      .flatMap((skill) => skill.attempts.map((attempt) => ({ skill: skill.skill, ...attempt })));
    const [bankTasks, assignments] = await Promise.all([
      this.store
        .collection<OnboardingTaskDoc>(ONBOARDING_TASKS_COLLECTION)
        .find({ _id: { $in: attempts.map((attempt) => attempt.onboarding_task_id) } }),
      this.store
        .collection<AssignmentDoc>(ASSIGNMENTS_COLLECTION)
        .find({ _id: { $in: attempts.map((attempt) => attempt.assignment_id) } }),
    ]);
    const taskById = new Map(bankTasks.map((task) => [task._id, task]));
    const assignmentById = new Map(assignments.map((assignment) => [assignment._id, assignment]));
    const tasks = attempts.flatMap((attempt): OnboardingTask[] => {
      const task = taskById.get(attempt.onboarding_task_id);
      if (!task) return [];
      const assignment = assignmentById.get(attempt.assignment_id);
      return [
        {
          id: task._id,
          title: task.title,
          description: task.description,
          difficulty: task.difficulty,
          estimated_hours: task.estimated_hours,
          reward_amount: task.reward_amount,
          reward_asset: ONBOARDING_REWARD_ASSET,
          required_skills: requiredSkills(task),
          assignment_id: assignment ? assignment._id : null,
          skill: attempt.skill,
          state: assignment ? assignment.state : null,
        },
      ];
    });
    return {
      success: true,
      tasks,
      onboarding_status: onboardingStatusOf(doc, account?.onboarding_completed ?? false),
    };
  }
}

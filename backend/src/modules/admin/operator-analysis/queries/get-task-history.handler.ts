import {
  ASSIGNMENTS_COLLECTION,
  ONBOARDING_COLLECTION,
  ONBOARDING_TASKS_COLLECTION,
  type AssignmentDoc,
  type OnboardingDoc,
  type OnboardingTaskDoc,
} from '@morphic/contracts/server';
import type { TaskHistoryEntry, TaskHistoryResponse } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';
import { analysedAccount } from '../analysed-operator';

/** Spec 03 "Onboarding task history": each kept skill's tasks, in the order they were given. */
export class GetTaskHistory extends Query<TaskHistoryResponse> {
  constructor(readonly operatorId: string) {
    super();
  }
}

@QueryHandler(GetTaskHistory)
export class GetTaskHistoryHandler implements IQueryHandler<GetTaskHistory> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ operatorId }: GetTaskHistory): Promise<TaskHistoryResponse> {
    await analysedAccount(this.store, operatorId);
    const doc = await this.store
      .collection<OnboardingDoc>(ONBOARDING_COLLECTION)
      .findOne({ _id: operatorId });
    const skills = (doc?.skills ?? []).filter((skill) => !skill.dropped);
    const attempts = skills.flatMap((skill) => skill.attempts);
    const [tasks, assignments] = await Promise.all([
      this.store
        .collection<OnboardingTaskDoc>(ONBOARDING_TASKS_COLLECTION)
        .find({ _id: { $in: attempts.map((attempt) => attempt.onboarding_task_id) } }),
      this.store
        .collection<AssignmentDoc>(ASSIGNMENTS_COLLECTION)
        .find({ _id: { $in: attempts.map((attempt) => attempt.assignment_id) } }),
    ]);
    const taskById = new Map(tasks.map((task) => [task._id, task]));
    const assignmentById = new Map(assignments.map((assignment) => [assignment._id, assignment]));
    return {
      success: true,
      skills: Object.fromEntries(
        skills.map((skill) => [
          skill.skill,
          skill.attempts.map((attempt, index): TaskHistoryEntry => {
            const task = taskById.get(attempt.onboarding_task_id);
            const assignment = assignmentById.get(attempt.assignment_id);
            return {
              assignment_id: attempt.assignment_id,
              title: task?.title ?? assignment?.mission.title ?? attempt.onboarding_task_id,
              difficulty: task?.difficulty ?? '',
              status: attempt.outcome,
              attempts: index + 1,
              submitted_at: assignment?.submitted_at ?? null,
              quality_score: assignment?.quality_score ?? null,
              state: assignment?.state ?? null,
            };
          }),
        ]),
      ),
    };
  }
}

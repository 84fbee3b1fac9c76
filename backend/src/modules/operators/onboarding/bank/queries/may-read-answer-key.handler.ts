import { hasAnyRole, type AssignmentState } from '@morphic/contracts';
import {
  ASSIGNMENTS_COLLECTION,
  VALIDATION_JOBS_COLLECTION,
  type AssignmentDoc,
  type ValidationJobDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Principal } from '#infrastructure/auth/principal';
import { READ_STORE } from '#infrastructure/tokens';

/** Whether the caller may download the answer key of this bank task. */
export class MayReadAnswerKey extends Query<boolean> {
  constructor(
    readonly taskId: string,
    readonly caller: Principal,
  ) {
    super();
  }
}

/** An attempt not decided yet: the operator is still working on it or awaiting its decision. */
const UNDECIDED: AssignmentState[] = ['proposed', 'accepted', 'submitted'];

/**
 * Admins and founders keep the bank, so they always may. A validator may while judging an
 * attempt at the task (a job of it claimed by them), unless they have an undecided attempt at
 * that task themselves: roles combine, and an operator-validator must not read the answers of
 * their own onboarding task.
 */
@QueryHandler(MayReadAnswerKey)
export class MayReadAnswerKeyHandler implements IQueryHandler<MayReadAnswerKey> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ taskId, caller }: MayReadAnswerKey): Promise<boolean> {
    if (caller.type !== 'operator') return false;
    if (hasAnyRole(caller.roles, ['admin', 'founder'])) return true;
    if (!hasAnyRole(caller.roles, ['validator'])) return false;
    return (
      (await this.judgesAnAttemptAt(taskId, caller.accountId)) &&
      !(await this.hasUndecidedAttemptAt(taskId, caller.accountId))
    );
  }

  private async judgesAnAttemptAt(taskId: string, validatorId: string): Promise<boolean> {
    const claimed = await this.store
      .collection<ValidationJobDoc>(VALIDATION_JOBS_COLLECTION)
      .find({ claimed_by: validatorId, status: 'claimed', is_onboarding: true });
    if (claimed.length === 0) return false;
    const attempt = await this.assignments().findOne({
      _id: { $in: claimed.map((job) => job.assignment_id) },
      onboarding_task_id: taskId,
    });
    return attempt !== null;
  }

  private async hasUndecidedAttemptAt(taskId: string, operatorId: string): Promise<boolean> {
    const attempt = await this.assignments().findOne({
      operator_id: operatorId,
      onboarding_task_id: taskId,
      state: { $in: UNDECIDED },
    });
    return attempt !== null;
  }

  private assignments() {
    return this.store.collection<AssignmentDoc>(ASSIGNMENTS_COLLECTION);
  }
}

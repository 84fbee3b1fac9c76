import {
  ASSIGNMENTS_COLLECTION,
  MISSIONS_COLLECTION,
  ONBOARDING_COLLECTION,
  type AssignmentDoc,
  type MissionDoc,
  type OnboardingDoc,
} from '@morphic/contracts/server';
import { onboardingStatusOf, type OperatorStatsResponse } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';
import { analysedAccount, toAnalysedOperator } from '../analysed-operator';
import { assignmentStatsOf } from '../assignment-stats';

/** Spec 03 "Operator stats", from the accounts, assignments, missions and onboarding read models. */
export class GetOperatorStats extends Query<OperatorStatsResponse> {
  constructor(readonly operatorId: string) {
    super();
  }
}

@QueryHandler(GetOperatorStats)
export class GetOperatorStatsHandler implements IQueryHandler<GetOperatorStats> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ operatorId }: GetOperatorStats): Promise<OperatorStatsResponse> {
    const account = await analysedAccount(this.store, operatorId);
    const [assignments, onboarding] = await Promise.all([
      this.store
        .collection<AssignmentDoc>(ASSIGNMENTS_COLLECTION)
        .find({ operator_id: operatorId, source: 'mission' }, { sort: { created_at: 1 } }),
      this.store.collection<OnboardingDoc>(ONBOARDING_COLLECTION).findOne({ _id: operatorId }),
    ]);
    const missionIds = assignments.flatMap((assignment) =>
      assignment.mission_id ? [assignment.mission_id] : [],
    );
    const missions = await this.store
      .collection<MissionDoc>(MISSIONS_COLLECTION)
      .find({ _id: { $in: missionIds } }, { projection: { deadline_at: 1 } });
    const deadlines = new Map(missions.map((mission) => [mission._id, mission.deadline_at]));
    return {
      success: true,
      operator: toAnalysedOperator(account),
      assignments: assignmentStatsOf(assignments, (id) => deadlines.get(id) ?? null, new Date()),
      onboarding_status: onboardingStatusOf(onboarding, account.onboarding_completed),
      activity: assignments.map((assignment) => ({
        taken_at: assignment.created_at,
        submitted_at: assignment.submitted_at,
        validated_at: assignment.validated_at,
      })),
    };
  }
}

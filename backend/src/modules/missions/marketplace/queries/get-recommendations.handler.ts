import {
  ASSIGNMENTS_COLLECTION,
  MISSIONS_COLLECTION,
  ONBOARDING_COLLECTION,
  WORK_SLOTS_COLLECTION,
  type AccountDoc,
  type AssignmentDoc,
  type MissionDoc,
  type OnboardingDoc,
  type WorkSlotDoc,
} from '@morphic/contracts/server';
import {
  MARKETPLACE_TEXTS,
  type MarketplaceMission,
  type RecommendationsResponse,
} from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { marketplaceMissions } from '@morphic/projections';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';
import { AlgorithmConfigReader } from '../../../platform/algorithms/algorithm-config-reader';
import { requiredSkills } from '../../mission-match/mission-match-notification';
import { matchesSearch } from '../mission-search';
import { operatorSkillVector, rankMissions } from '../recommendation-score';

/** Why the take would be refused to this account, as the take decides it (null: it would not). */
function closedReason(mission: MarketplaceMission, account: AccountDoc | null): string | null {
  return mission.requires_vetted && !account?.is_vetted ? MARKETPLACE_TEXTS.vettedOnly : null;
}

/** Open missions matching the search, ranked for the operator, and whether they may take one. */
export class GetRecommendations extends Query<RecommendationsResponse> {
  constructor(
    readonly account: AccountDoc | null,
    readonly operatorId: string,
    readonly q: string | undefined,
  ) {
    super();
  }
}

@QueryHandler(GetRecommendations)
export class GetRecommendationsHandler implements IQueryHandler<GetRecommendations> {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly algorithms: AlgorithmConfigReader,
  ) {}

  async execute({ account, operatorId, q }: GetRecommendations): Promise<RecommendationsResponse> {
    const [open, slot, params, onboarding] = await Promise.all([
      this.store
        .collection<MissionDoc>(MISSIONS_COLLECTION)
        .find({ status: 'open', withdrawn_at: null }),
      this.store.collection<WorkSlotDoc>(WORK_SLOTS_COLLECTION).findOne({ _id: operatorId }),
      this.algorithms.current(),
      this.store.collection<OnboardingDoc>(ONBOARDING_COLLECTION).findOne({ _id: operatorId }),
    ]);
    // Missions needing a skill an admin blocked for the operator cannot be taken: not offered.
    const blocked = new Set(
      (onboarding?.skills ?? [])
        .filter((skill) => skill.blocked === 'admin' && !skill.dropped)
        .map((skill) => skill.skill_lower),
    );
    const usable = (mission: MissionDoc) =>
      ![...requiredSkills(mission)].some((skill) => blocked.has(skill));
    const skills = operatorSkillVector(account?.character_report_data ?? null, params.skill_vector);
    const found = open.filter((mission) => matchesSearch(mission, q) && usable(mission));
    const ranked = rankMissions(
      await marketplaceMissions(this.store, found),
      skills,
      params.marketplace_ranking,
    );
    // Without skills on file every chance would be the same guess: say so instead.
    const hasSkills = Object.keys(skills).length > 0;
    const recommendations = ranked.map((mission) => ({
      ...mission,
      p_succ: hasSkills ? mission.p_succ : null,
      closed_reason: closedReason(mission, account),
    }));
    const held = slot?.assignment_id ?? null;
    return {
      success: true,
      recommendations,
      apply_blocked: held !== null,
      blocked_reason: held === null ? null : await this.blockedReason(held),
    };
  }

  private async blockedReason(assignmentId: string): Promise<string> {
    const assignment = await this.store
      .collection<AssignmentDoc>(ASSIGNMENTS_COLLECTION)
      .findOne({ _id: assignmentId });
    return assignment
      ? MARKETPLACE_TEXTS.blockedBy(assignment.mission.title)
      : MARKETPLACE_TEXTS.workSlotTaken;
  }
}

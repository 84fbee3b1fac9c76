import type {
  CompanyReputationSummary,
  MarketplaceMission,
  RecommendationsResponse,
} from '@morphic/contracts';

/** What a pushed mission change does to one cached recommendations list. */
export type MissionUpdateOutcome =
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'updated'; readonly list: RecommendationsResponse }
  /** An open mission the list does not hold: refetch to rank it with the caller's score. */
  | { readonly kind: 'refetch' };

/**
 * A mission that is no longer open leaves the list at once (someone took it); an open one
 * that is listed gets its new fields, keeping the caller's own p_succ, score and closed_reason.
 */
export function applyMissionUpdate(
  list: RecommendationsResponse,
  mission: MarketplaceMission,
): MissionUpdateOutcome {
  const listed = list.recommendations.find((item) => item.mission_id === mission.mission_id);
  if (mission.status !== 'open') {
    if (!listed) return { kind: 'unchanged' };
    return {
      kind: 'updated',
      list: {
        ...list,
        recommendations: list.recommendations.filter(
          (item) => item.mission_id !== mission.mission_id,
        ),
      },
    };
  }
  // The caller's reason a mission is closed to them is the server's to give again.
  if (!listed || listed.requires_vetted !== mission.requires_vetted) return { kind: 'refetch' };
  return {
    kind: 'updated',
    list: {
      ...list,
      recommendations: list.recommendations.map((item) =>
        item.mission_id === mission.mission_id
          ? {
              ...mission,
              p_succ: item.p_succ,
              score: item.score,
              closed_reason: item.closed_reason,
            }
          : item,
      ),
    },
  };
}

/** Every listed mission of the company shows its new reputation; the same list when none is. */
export function applyReputationUpdate(
  list: RecommendationsResponse,
  reputation: CompanyReputationSummary,
): RecommendationsResponse {
  const ofCompany = (item: MarketplaceMission) =>
    item.company_reputation?.company_id === reputation.company_id;
  if (!list.recommendations.some(ofCompany)) return list;
  return {
    ...list,
    recommendations: list.recommendations.map((item) =>
      ofCompany(item) ? { ...item, company_reputation: reputation } : item,
    ),
  };
}

/** The caller's work slot changed: taking is blocked while they hold an unsubmitted task. */
export function applyBlocked(
  list: RecommendationsResponse,
  blocked: boolean,
): RecommendationsResponse {
  if (list.apply_blocked === blocked) return list;
  return { ...list, apply_blocked: blocked, blocked_reason: blocked ? list.blocked_reason : null };
}

import type { MarketplaceMission, Mission } from '@morphic/contracts';
import type { MissionDoc } from '@morphic/contracts/server';

/** Required skills, strongest requirement first (ties by name). */
function skillsOf(vector: Readonly<Record<string, number>>): string[] {
  return Object.entries(vector)
    .sort(([a, wa], [b, wb]) => wb - wa || a.localeCompare(b))
    .map(([name]) => name);
}

/** A mission as marketplace pages list it and as the `marketplace` room receives it. */
export function toMarketplaceMission(doc: MissionDoc): MarketplaceMission {
  return {
    mission_id: doc._id,
    id: doc._id,
    title: doc.title,
    description: doc.description,
    status: doc.status,
    difficulty: doc.difficulty,
    estimated_hours: doc.estimated_hours,
    deadline_at: doc.deadline_at,
    skills: skillsOf(doc.required_skill_vector),
    required_skill_vector: doc.required_skill_vector,
    reward_amount: doc.reward_amount,
    reward_asset: doc.reward_asset,
    domain_tags: doc.domain_tags,
    // Regions and subtask decomposition are not modelled yet.
    region: null,
    subtask_count: 0,
    subtask_titles: [],
    assignments_count: doc.assignments_count,
    created_at: doc.created_at,
  };
}

/** The mission detail (spec 02 section 3, "Mission"). */
export function toMission(doc: MissionDoc): Mission {
  return {
    id: doc._id,
    title: doc.title,
    description: doc.description,
    status: doc.status,
    jira_key: null,
    difficulty: doc.difficulty,
    estimated_hours: doc.estimated_hours,
    required_skill_vector: doc.required_skill_vector,
    reward_amount: doc.reward_amount,
    reward_asset: doc.reward_asset,
    deadline_at: doc.deadline_at,
    created_at: doc.created_at,
    domain_tags: doc.domain_tags,
    assignments_count: doc.assignments_count,
    assignments: doc.assignments,
  };
}

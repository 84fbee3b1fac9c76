import type {
  CompanyReputationSummary,
  MarketplaceMission,
  Mission,
  SubtaskFamily,
} from '@morphic/contracts';
import type { MissionDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { reputationSummaries } from '../company-reputation/views';

/** Required skills, strongest requirement first (ties by name). */
function skillsOf(vector: Readonly<Record<string, number>>): string[] {
  return Object.entries(vector)
    .sort(([a, wa], [b, wb]) => wb - wa || a.localeCompare(b))
    .map(([name]) => name);
}

/** The mission's parent and subtasks as every mission view shows them (spec 03 "Mission"). */
export function subtaskFamilyOf(doc: MissionDoc): SubtaskFamily {
  const subtasks = doc.subtasks ?? [];
  return {
    is_subtask: doc.parent_id !== undefined,
    parent_id: doc.parent_id ?? null,
    parent_title: doc.parent_title ?? null,
    subtask_count: subtasks.length,
    subtask_titles: subtasks.map((subtask) => subtask.title),
  };
}

/**
 * A mission as marketplace pages list it and as the `marketplace` room receives it, with its
 * company's reputation summary (null for a mission without company).
 */
function toMarketplaceMission(
  doc: MissionDoc,
  reputation: CompanyReputationSummary | null,
): MarketplaceMission {
  const subtasks = subtaskFamilyOf(doc);
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
    // Regions are not modelled yet.
    region: null,
    subtask_count: subtasks.subtask_count,
    subtask_titles: subtasks.subtask_titles,
    requires_vetted: doc.requires_vetted ?? false,
    assignments_count: doc.assignments_count,
    created_at: doc.created_at,
    company_reputation: reputation,
  };
}

/** The missions as the marketplace shows them, each with its company's reputation summary. */
export async function marketplaceMissions(
  store: ReadStore,
  docs: readonly MissionDoc[],
): Promise<MarketplaceMission[]> {
  const companyIds = docs.flatMap((doc) => (doc.company_id === null ? [] : [doc.company_id]));
  const summaries = await reputationSummaries(store, companyIds);
  return docs.map((doc) =>
    toMarketplaceMission(
      doc,
      doc.company_id === null ? null : (summaries.get(doc.company_id) ?? null),
    ),
  );
}

/** The mission detail (spec 02 section 3, "Mission"). */
export function toMission(doc: MissionDoc): Mission {
  return {
    id: doc._id,
    title: doc.title,
    description: doc.description,
    status: doc.status,
    jira_key: doc.jira_key ?? null,
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
    ...subtaskFamilyOf(doc),
  };
}

/** The mission as its company's own views show it: with the files people attached in Jira. */
export function toCompanyMission(doc: MissionDoc): Mission {
  return { ...toMission(doc), jira_attachments: doc.jira_attachments ?? [] };
}

import { ADMIN_MISSION_DEFAULTS, type AdminMission } from '@morphic/contracts';
import {
  ACCOUNTS_COLLECTION,
  ASSIGNMENTS_COLLECTION,
  type AccountDoc,
  type AssignmentDoc,
  type MissionDoc,
} from '@morphic/contracts/server';
import { subtaskFamilyOf } from '@morphic/projections';
import type { ReadStore } from '@morphic/stores';

/** The handles of the owners and current assignees of the missions, by account id. */
export async function handlesFor(
  store: ReadStore,
  missions: readonly MissionDoc[],
): Promise<{ owners: Map<string, string>; assignees: Map<string, string> }> {
  const holding = missions.flatMap((m) =>
    m.current_assignment_id ? [m.current_assignment_id] : [],
  );
  const held = await store
    .collection<AssignmentDoc>(ASSIGNMENTS_COLLECTION)
    .find({ _id: { $in: holding } }, { projection: { operator_id: 1 } });
  const operatorOfAssignment = new Map(held.map((a) => [a._id, a.operator_id]));
  const accountIds = new Set([
    ...missions.flatMap((m) => (m.owner_operator_id ? [m.owner_operator_id] : [])),
    ...operatorOfAssignment.values(),
  ]);
  const accounts = await store
    .collection<AccountDoc>(ACCOUNTS_COLLECTION)
    .find({ _id: { $in: [...accountIds] } }, { projection: { username: 1 } });
  const handleOf = new Map(accounts.map((account) => [account._id, account.username]));
  const owners = new Map<string, string>();
  const assignees = new Map<string, string>();
  for (const mission of missions) {
    const owner = mission.owner_operator_id && handleOf.get(mission.owner_operator_id);
    if (owner) owners.set(mission._id, owner);
    const operator =
      mission.current_assignment_id && operatorOfAssignment.get(mission.current_assignment_id);
    const assignee = operator && handleOf.get(operator);
    if (assignee) assignees.set(mission._id, assignee);
  }
  return { owners, assignees };
}

/** A mission as the console shows it (spec 03 "Mission"). */
export function toAdminMission(
  doc: MissionDoc,
  handles: { owners: Map<string, string>; assignees: Map<string, string> },
): AdminMission {
  return {
    id: doc._id,
    title: doc.title,
    description: doc.description,
    status: doc.status,
    domain_tags: doc.domain_tags,
    required_skill_vector: doc.required_skill_vector,
    difficulty: doc.difficulty,
    difficulty_b: doc.difficulty_b ?? ADMIN_MISSION_DEFAULTS.difficulty_b,
    discrimination_a: doc.discrimination_a ?? ADMIN_MISSION_DEFAULTS.discrimination_a,
    complexity_c: doc.complexity_c ?? ADMIN_MISSION_DEFAULTS.complexity_c,
    reward_amount: doc.reward_amount,
    reward_asset: doc.reward_asset,
    deadline_at: doc.deadline_at,
    owner_operator_id: doc.owner_operator_id,
    owner_handle: handles.owners.get(doc._id) ?? null,
    company_id: doc.company_id,
    jira_key: doc.jira_key ?? null,
    requires_vetted: doc.requires_vetted ?? false,
    ...subtaskFamilyOf(doc),
    assignments_count: doc.assignments_count,
    assignee_handle: handles.assignees.get(doc._id) ?? null,
    created_at: doc.created_at,
  };
}

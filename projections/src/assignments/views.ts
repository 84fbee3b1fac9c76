import {
  ACCOUNTS_COLLECTION,
  ASSIGNMENTS_COLLECTION,
  MISSIONS_COLLECTION,
  type AccountDoc,
  type AssignmentDoc,
  type MissionDoc,
} from '@morphic/contracts/server';
import { missionStatusOfAssignment, type Assignment } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';

/** What an assignment's view reads beside its own document. */
export interface AssignmentContext {
  /** The operator's handle and email from their account, if known. */
  readonly handle: string | null;
  readonly email: string | null;
  readonly missionOpenAgain: boolean;
}

/** The API's (and the push's) shape of an assignment document. */
function toAssignment(doc: AssignmentDoc, context: AssignmentContext): Assignment {
  return {
    id: doc._id,
    state: doc.state,
    source: doc.source,
    is_onboarding: doc.is_onboarding,
    mission_id: doc.mission_id,
    onboarding_task_id: doc.onboarding_task_id,
    mission: {
      title: doc.mission.title,
      description: doc.mission.description,
      status: missionStatusOfAssignment(doc.state),
      onboarding_skill: doc.mission.onboarding_skill,
      location: null,
      domain_tags: doc.mission.domain_tags,
      reward_amount: doc.mission.reward_amount,
      reward_asset: doc.mission.reward_asset,
    },
    operator: { id: doc.operator_id, handle: context.handle, email: context.email },
    mission_open_again: context.missionOpenAgain,
    submission_files: doc.submission_files,
    submission_notes: doc.submission_notes,
    entry_id: doc.entry_id,
    validation_status: doc.validation_status,
    validator_type: doc.validator_kind,
    validator_id: doc.validator_id,
    quality_score: doc.quality_score,
    validation_feedback: doc.validation_feedback,
    validation_logs: doc.validation_logs ?? [],
    questions: doc.questions,
    decision_due_at: doc.decision_due_at,
    submitted_at: doc.submitted_at,
    validated_at: doc.validated_at,
    created_at: doc.created_at,
    updated_at: doc.updated_at,
  };
}

export const assignmentsOf = (store: ReadStore) =>
  store.collection<AssignmentDoc>(ASSIGNMENTS_COLLECTION);

/** Whether a failed marketplace assignment's mission no longer holds it (missions read model). */
async function missionOpenAgain(store: ReadStore, doc: AssignmentDoc): Promise<boolean> {
  if (doc.state !== 'failed' || doc.source !== 'mission' || !doc.mission_id) return false;
  const mission = await store
    .collection<MissionDoc>(MISSIONS_COLLECTION)
    .findOne({ _id: doc.mission_id }, { projection: { current_assignment_id: 1 } });
  const holder: unknown = mission?.current_assignment_id;
  return mission !== null && holder !== undefined && holder !== doc._id;
}

/** Assignment documents in the API's shape, each with its operator and its mission's state. */
export async function assignmentViews(
  store: ReadStore,
  docs: readonly AssignmentDoc[],
): Promise<Assignment[]> {
  const accounts = new Map<string, { handle: string | null; email: string | null }>();
  for (const operatorId of new Set(docs.map((doc) => doc.operator_id))) {
    const account = await store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ _id: operatorId }, { projection: { username: 1, email: 1 } });
    accounts.set(operatorId, {
      handle: account?.username ?? null,
      email: account?.email ?? null,
    });
  }
  return Promise.all(
    docs.map(async (doc) =>
      toAssignment(doc, {
        ...(accounts.get(doc.operator_id) ?? { handle: null, email: null }),
        missionOpenAgain: await missionOpenAgain(store, doc),
      }),
    ),
  );
}

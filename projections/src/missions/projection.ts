import {
  MISSIONS_COLLECTION,
  MISSION_ASSIGNMENTS_COLLECTION,
  type MissionAssignmentDoc,
  type MissionDoc,
} from '@morphic/contracts/server';
import { ROOMS, type AssignmentState, type MissionStatus } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { updateOnce } from '../runtime/once-per-revision';
import { defineProjection, type ProjectedEvent, type Push } from '../runtime/projection';
import { companyMissionPushes } from './company-pushes';
import { familyOf, parentTitleOf, refreshFamilyOf, refreshSubtasks } from './subtasks';
import { marketplaceMissions } from './views';
import { withAdminListPush } from '../runtime/admin-list-push';

const missionsOf = (store: ReadStore) => store.collection<MissionDoc>(MISSIONS_COLLECTION);
const assignmentsOf = (store: ReadStore) =>
  store.collection<MissionAssignmentDoc>(MISSION_ASSIGNMENTS_COLLECTION);

/** The mission's status while an assignment holds it, from that assignment's state. */
const STATUS_OF_ASSIGNMENT: Record<AssignmentState, MissionStatus> = {
  proposed: 'assigned',
  accepted: 'assigned',
  failed: 'assigned',
  released: 'assigned',
  submitted: 'submitted',
  validated: 'validated',
  paid: 'paid',
};

/** The fields that have a value (the read store keeps no undefined). */
const definedOnly = <T extends object>(fields: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

/** Rebuilds the mission's status and assignment list from the assignment map. */
async function refreshMission(store: ReadStore, missionId: string): Promise<void> {
  const mission = await missionsOf(store).findOne({ _id: missionId });
  if (!mission) return;
  const entries = await assignmentsOf(store).find(
    { mission_id: missionId },
    { sort: { assigned_at: 1, _id: 1 } },
  );
  const current = entries.find((entry) => entry._id === mission.current_assignment_id);
  await missionsOf(store).updateOne(
    { _id: missionId },
    {
      $set: {
        status: current ? STATUS_OF_ASSIGNMENT[current.state] : (mission.admin_status ?? 'open'),
        assignments_count: entries.length,
        assignments: entries.map((entry) => ({
          id: entry._id,
          state: entry.state,
          quality_score: entry.quality_score,
        })),
      },
    },
  );
}

/**
 * An event of the mission's own stream, applied once: a re-applied one (a restart from a
 * lagging checkpoint) is at or below the recorded revision.
 */
async function onMissionStream(
  store: ReadStore,
  event: ProjectedEvent<'MissionAssigned' | 'MissionReopened'>,
  currentAssignmentId: string | null,
): Promise<void> {
  const missionId = event.data.mission_id;
  const applied = await updateOnce(missionsOf(store), { _id: missionId }, event, {
    $set: { current_assignment_id: currentAssignmentId, admin_status: null },
  });
  if (applied.matchedCount === 0) return;
  await refreshMission(store, missionId);
}

/** The mission's details changed (from Jira or an admin); a new title reaches its family. */
async function onDetailsChanged(
  store: ReadStore,
  event: ProjectedEvent<'MissionDetailsChanged' | 'MissionEditedByAdmin'>,
): Promise<void> {
  await updateOnce(missionsOf(store), { _id: event.data.mission_id }, event, {
    $set: event.data.changes,
  });
  if (event.data.changes.title !== undefined) await refreshFamilyOf(store, event.data.mission_id);
}

/** A status set on the mission by an admin or by a person's move in Jira. */
async function onStatusSet(
  store: ReadStore,
  event: ProjectedEvent<'MissionStatusSetByAdmin' | 'MissionStatusMovedInJira'>,
): Promise<void> {
  const { status, mission_id } = event.data;
  await updateOnce(missionsOf(store), { _id: mission_id }, event, {
    $set: {
      status,
      admin_status: status,
      ...(event.type === 'MissionStatusMovedInJira' ? { jira_refusal: null } : {}),
      ...(status === 'open' ? { current_assignment_id: null } : {}),
    },
  });
}

/** An assignment-stream event that changes how the assignment shows in its mission's list. */
async function onAssignmentStream(
  store: ReadStore,
  event: ProjectedEvent,
  assignmentId: string,
  change: Partial<Pick<MissionAssignmentDoc, 'state' | 'quality_score'>>,
): Promise<void> {
  const entry = await assignmentsOf(store).findOne({ _id: assignmentId });
  // Onboarding assignments have no mission.
  if (!entry) return;
  const applied = await updateOnce(assignmentsOf(store), { _id: assignmentId }, event, {
    $set: change,
  });
  if (applied.matchedCount === 0) return;
  await refreshMission(store, entry.mission_id);
}

/**
 * A changed mission to its company's representatives, and to the marketplace room when the
 * change concerns the marketplace (`marketplace` names the message then).
 */
async function missionPushes(
  store: ReadStore,
  missionId: string,
  marketplace: 'mission.created' | 'mission.updated' | null,
): Promise<Push[]> {
  const doc = await missionsOf(store).findOne({ _id: missionId });
  if (!doc) return [];
  const [data] = marketplace ? await marketplaceMissions(store, [doc]) : [];
  const toMarketplace: Push[] =
    marketplace && data ? [{ rooms: [ROOMS.marketplace], message: marketplace, data }] : [];
  return [...toMarketplace, ...(await companyMissionPushes(store, doc))];
}

/**
 * A changed mission as `missionPushes` sends it, followed by its parent and subtasks, whose
 * subtask list or parent title changed with it.
 */
async function withFamilyPushes(
  store: ReadStore,
  missionId: string,
  marketplace: 'mission.created' | 'mission.updated' | null,
): Promise<Push[]> {
  const family = await familyOf(store, missionId);
  const pushes = await Promise.all([
    missionPushes(store, missionId, marketplace),
    ...family.map((relative) => missionPushes(store, relative, 'mission.updated')),
  ]);
  return pushes.flat();
}

/** A step of an assignment's work loop, as a change of its mission (none for onboarding). */
async function assignmentStepPushes(store: ReadStore, assignmentId: string): Promise<Push[]> {
  const entry = await assignmentsOf(store).findOne({ _id: assignmentId });
  return entry ? missionPushes(store, entry.mission_id, null) : [];
}

/**
 * Missions as the marketplace, the mission page, the company task list and the admin console
 * list them, with the status their current assignment gives them (open, assigned, submitted,
 * validated). A withdrawn mission stays, marked `withdrawn_at`, and lists skip it.
 */
export const missionsProjection = defineProjection({
  name: 'missions',
  version: 6,
  collections: [MISSIONS_COLLECTION, MISSION_ASSIGNMENTS_COLLECTION],
  setup: async (store) => {
    await missionsOf(store).createIndex({ keys: { status: 1, created_at: -1 } });
    // The console's list, newest first over every status: a page without sorting them all.
    await missionsOf(store).createIndex({ keys: { created_at: -1 } });
    await assignmentsOf(store).createIndex({ keys: { mission_id: 1, assigned_at: 1 } });
    await missionsOf(store).createIndex({ keys: { parent_id: 1 } });
  },
  apply: {
    MissionPosted: async ({ data, metadata, revision }, store) => {
      if (await missionsOf(store).findOne({ _id: data.mission_id })) return;
      await missionsOf(store).insertOne({
        _id: data.mission_id,
        title: data.title,
        description: data.description,
        status: 'open',
        difficulty: data.difficulty,
        estimated_hours: data.estimated_hours,
        domain_tags: data.domain_tags,
        required_skill_vector: data.required_skill_vector,
        reward_amount: data.reward_amount,
        reward_asset: data.reward_asset,
        deadline_at: data.deadline_at,
        owner_operator_id: data.owner_operator_id,
        company_id: data.company_id,
        ...(data.jira_key === undefined ? {} : { jira_key: data.jira_key }),
        ...(data.jira_account_id === undefined ? {} : { jira_account_id: data.jira_account_id }),
        ...definedOnly({
          difficulty_b: data.difficulty_b,
          discrimination_a: data.discrimination_a,
          complexity_c: data.complexity_c,
          requires_vetted: data.requires_vetted,
        }),
        ...(await parentTitleOf(store, data.parent_id)),
        assignments_count: 0,
        assignments: [],
        current_assignment_id: null,
        stream_revision: Number(revision),
        created_at: metadata.at,
      });
      if (data.parent_id !== undefined) await refreshSubtasks(store, data.parent_id);
    },
    MissionAssigned: async (event, store) => {
      const { data, metadata } = event;
      if (!(await assignmentsOf(store).findOne({ _id: data.assignment_id }))) {
        await assignmentsOf(store).insertOne({
          _id: data.assignment_id,
          mission_id: data.mission_id,
          state: 'accepted',
          quality_score: null,
          assigned_at: metadata.at,
          stream_revision: -1,
        });
      }
      await onMissionStream(store, event, data.assignment_id);
    },
    MissionReopened: (event, store) => onMissionStream(store, event, null),
    MissionWithdrawn: async (event, store) => {
      await updateOnce(missionsOf(store), { _id: event.data.mission_id }, event, {
        $set: { withdrawn_at: event.metadata.at },
      });
      await refreshFamilyOf(store, event.data.mission_id);
    },
    JiraPushFailed: async (event, store) => {
      await updateOnce(missionsOf(store), { _id: event.data.mission_id }, event, {
        $set: { jira_push_error: event.data.message },
      });
    },
    JiraIssueStatusPushed: async (event, store) => {
      await updateOnce(missionsOf(store), { _id: event.data.mission_id }, event, {
        $set: { jira_push_error: null, jira_refusal: null },
      });
    },
    JiraTransitionRefused: async (event, store) => {
      await updateOnce(missionsOf(store), { _id: event.data.mission_id }, event, {
        $set: { jira_refusal: event.data.message },
      });
    },
    JiraAttachmentAdded: async (event, store) => {
      await updateOnce(missionsOf(store), { _id: event.data.mission_id }, event, {
        $addToSet: { jira_attachments: event.data.attachment },
      });
    },
    JiraIssueLinked: async (event, store) => {
      const { mission_id, jira_key, account_id } = event.data;
      await updateOnce(missionsOf(store), { _id: mission_id }, event, {
        $set: { jira_key, jira_account_id: account_id },
      });
    },
    MissionDetailsChanged: (event, store) => onDetailsChanged(store, event),
    MissionEditedByAdmin: (event, store) => onDetailsChanged(store, event),
    // The admin's status shows at once; open also frees the mission from its holder, so the
    // holder's later steps no longer move it.
    MissionStatusSetByAdmin: (event, store) => onStatusSet(store, event),
    // A person's move in Jira sets the status as an admin's does (only on a mission nobody holds).
    MissionStatusMovedInJira: (event, store) => onStatusSet(store, event),
    Submitted: (event, store) =>
      onAssignmentStream(store, event, event.data.assignment_id, { state: 'submitted' }),
    Unsubmitted: (event, store) =>
      onAssignmentStream(store, event, event.data.assignment_id, { state: 'accepted' }),
    Decided: (event, store) => {
      const { decision, score, assignment_id } = event.data;
      // needs_review waits for a human: the assignment stays submitted.
      if (decision === 'needs_review') return onAssignmentStream(store, event, assignment_id, {});
      return onAssignmentStream(store, event, assignment_id, {
        state: decision === 'pass' ? 'validated' : 'failed',
        quality_score: score,
      });
    },
    AssignmentRetried: (event, store) =>
      onAssignmentStream(store, event, event.data.assignment_id, { state: 'accepted' }),
    AssignmentReleased: (event, store) =>
      onAssignmentStream(store, event, event.data.assignment_id, { state: 'released' }),
  },
  // Every change also reaches the admin consoles, whose Missions tab reads its page again.
  pushes: withAdminListPush('missions', {
    // The marketplace room hears a mission arrive, leave the marketplace and come back. What
    // happens to it in between (submitted, validated...) concerns its operator, who has it
    // through `assignment.updated`, and its company, not every operator watching the marketplace.
    MissionPosted: ({ data }, store) => withFamilyPushes(store, data.mission_id, 'mission.created'),
    MissionAssigned: ({ data }, store) => missionPushes(store, data.mission_id, 'mission.updated'),
    MissionReopened: ({ data }, store) => missionPushes(store, data.mission_id, 'mission.updated'),
    JiraIssueLinked: ({ data }, store) => missionPushes(store, data.mission_id, null),
    JiraAttachmentAdded: ({ data }, store) => missionPushes(store, data.mission_id, null),
    MissionDetailsChanged: ({ data }, store) =>
      withFamilyPushes(store, data.mission_id, 'mission.updated'),
    MissionEditedByAdmin: ({ data }, store) =>
      withFamilyPushes(store, data.mission_id, 'mission.updated'),
    // A withdrawn subtask leaves its parent's list; the withdrawn mission itself is not pushed.
    MissionWithdrawn: async ({ data }, store) => {
      const family = await familyOf(store, data.mission_id);
      const pushes = await Promise.all(
        family.map((relative) => missionPushes(store, relative, 'mission.updated')),
      );
      return pushes.flat();
    },
    MissionStatusSetByAdmin: ({ data }, store) =>
      missionPushes(store, data.mission_id, 'mission.updated'),
    MissionStatusMovedInJira: ({ data }, store) =>
      missionPushes(store, data.mission_id, 'mission.updated'),
    Submitted: ({ data }, store) => assignmentStepPushes(store, data.assignment_id),
    Unsubmitted: ({ data }, store) => assignmentStepPushes(store, data.assignment_id),
    Decided: ({ data }, store) => assignmentStepPushes(store, data.assignment_id),
    AssignmentRetried: ({ data }, store) => assignmentStepPushes(store, data.assignment_id),
    AssignmentReleased: ({ data }, store) => assignmentStepPushes(store, data.assignment_id),
  }),
});

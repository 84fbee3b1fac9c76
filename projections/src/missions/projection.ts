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
import { toMarketplaceMission } from './views';

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
        status: current ? STATUS_OF_ASSIGNMENT[current.state] : 'open',
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
    $set: { current_assignment_id: currentAssignmentId },
  });
  if (applied.matchedCount === 0) return;
  await refreshMission(store, missionId);
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

async function missionPush(
  store: ReadStore,
  missionId: string,
  message: 'mission.created' | 'mission.updated' = 'mission.updated',
): Promise<Push[]> {
  const doc = await missionsOf(store).findOne({ _id: missionId });
  if (!doc) return [];
  return [{ rooms: [ROOMS.marketplace], message, data: toMarketplaceMission(doc) }];
}

/**
 * Missions as the marketplace, the mission page and the admin console list them, with the
 * status their current assignment gives them (open, assigned, submitted, validated).
 */
export const missionsProjection = defineProjection({
  name: 'missions',
  version: 2,
  collections: [MISSIONS_COLLECTION, MISSION_ASSIGNMENTS_COLLECTION],
  setup: async (store) => {
    await missionsOf(store).createIndex({ keys: { status: 1, created_at: -1 } });
    await assignmentsOf(store).createIndex({ keys: { mission_id: 1, assigned_at: 1 } });
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
        assignments_count: 0,
        assignments: [],
        current_assignment_id: null,
        stream_revision: Number(revision),
        created_at: metadata.at,
      });
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
  pushes: {
    // The marketplace room hears a mission arrive, leave the marketplace and come back. What
    // happens to it in between (submitted, validated...) concerns its operator, who has it
    // through `assignment.updated`, not every operator watching the marketplace.
    MissionPosted: ({ data }, store) => missionPush(store, data.mission_id, 'mission.created'),
    MissionAssigned: ({ data }, store) => missionPush(store, data.mission_id),
    MissionReopened: ({ data }, store) => missionPush(store, data.mission_id),
  },
});

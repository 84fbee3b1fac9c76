import { ROOMS } from '@morphic/contracts';
import {
  COMPANY_REPUTATION_COLLECTION,
  REPUTATION_ASSIGNMENTS_COLLECTION,
  REPUTATION_MISSIONS_COLLECTION,
  STREAMS,
  type EventType,
  type ReputationAssignmentDoc,
  type ReputationMissionDoc,
} from '@morphic/contracts/server';
import type { Document, ReadCollection, ReadStore } from '@morphic/stores';
import { defineProjection, type ApplyHandler, type Push } from '../runtime/projection';
import { evolveOnce, type Evolve, type StreamDocument } from '../runtime/stream-projection';
import { reputationOf } from './figures';
import { assignmentTaken, evolveAssignment, evolveMission } from './records';
import { companyReputation, reputationsOf, toReputationSummary } from './views';

const missionRecordsOf = (store: ReadStore) =>
  store.collection<ReputationMissionDoc>(REPUTATION_MISSIONS_COLLECTION);
const assignmentRecordsOf = (store: ReadStore) =>
  store.collection<ReputationAssignmentDoc>(REPUTATION_ASSIGNMENTS_COLLECTION);

/**
 * Recomputes the company's figures from all its records. They are a function of the records
 * alone, so computing them again (after a re-applied event) writes the same document.
 */
async function refreshReputation(store: ReadStore, companyId: string): Promise<void> {
  const [missions, assignments] = await Promise.all([
    missionRecordsOf(store).find({ company_id: companyId }),
    assignmentRecordsOf(store).find({ company_id: companyId }),
  ]);
  await reputationsOf(store).replaceOne(
    { _id: companyId },
    { _id: companyId, ...reputationOf(companyId, missions, assignments) },
    { upsert: true },
  );
}

/**
 * An event of a mission's or an assignment's stream, applied once to that stream's record,
 * then to the figures of the record's company.
 */
const onStream =
  <TRecord extends StreamDocument & { company_id: string }, T extends EventType>(
    records: (store: ReadStore) => ReadCollection<TRecord & Document>,
    evolve: Evolve<TRecord, T>,
  ): ApplyHandler<T> =>
  async (event, store) => {
    const record = await evolveOnce(records(store), event.streamId, event, evolve);
    if (record) await refreshReputation(store, record.company_id);
  };

const onMission = <T extends EventType>(evolve: Evolve<ReputationMissionDoc, T>) =>
  onStream(missionRecordsOf, evolve);
const onAssignment = <T extends EventType>(evolve: Evolve<ReputationAssignmentDoc, T>) =>
  onStream(assignmentRecordsOf, evolve);

/** The company's new decision figures, to every operator browsing the marketplace. */
async function reputationPushes(
  store: ReadStore,
  assignmentStream: string,
): Promise<Push<'company.reputation.updated'>[]> {
  const record = await assignmentRecordsOf(store).findOne({ _id: assignmentStream });
  if (!record) return [];
  const reputation = await companyReputation(store, record.company_id);
  return [
    {
      rooms: [ROOMS.marketplace],
      message: 'company.reputation.updated',
      data: toReputationSummary(reputation),
    },
  ];
}

/**
 * Each company's reputation: how long submissions to its missions wait for a decision, how
 * many are rejected, and how often its missions' deadlines were extended or cancelled. Events
 * come from many streams (each mission's, each assignment's), so each is first applied once to
 * a record of its stream (named by the stream, guarded by its revision), and the company's
 * figures are then computed again from its records.
 */
export const companyReputationProjection = defineProjection({
  name: 'company-reputation',
  version: 1,
  collections: [
    COMPANY_REPUTATION_COLLECTION,
    REPUTATION_MISSIONS_COLLECTION,
    REPUTATION_ASSIGNMENTS_COLLECTION,
  ],
  setup: async (store) => {
    await missionRecordsOf(store).createIndex({ keys: { company_id: 1 } });
    await assignmentRecordsOf(store).createIndex({ keys: { company_id: 1 } });
  },
  apply: {
    MissionPosted: onMission(evolveMission.MissionPosted),
    MissionDetailsChanged: onMission(evolveMission.MissionDetailsChanged),
    MissionWithdrawn: onMission(evolveMission.MissionWithdrawn),
    // A mission is posted before it can be taken, so its record (if it has a company) is there.
    TaskTaken: async (event, store) => {
      const missionId = event.data.mission_id;
      if (missionId === null) return;
      const mission = await missionRecordsOf(store).findOne({ _id: STREAMS.mission(missionId) });
      if (mission) await onAssignment(assignmentTaken(mission.company_id))(event, store);
    },
    Submitted: onAssignment(evolveAssignment.Submitted),
    Unsubmitted: onAssignment(evolveAssignment.Unsubmitted),
    Decided: onAssignment(evolveAssignment.Decided),
  },
  pushes: {
    Decided: ({ data, streamId }, store) =>
      data.decision === 'needs_review' ? Promise.resolve([]) : reputationPushes(store, streamId),
  },
});

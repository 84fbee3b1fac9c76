import { ROOMS } from '@morphic/contracts';
import { WORK_SLOTS_COLLECTION, type WorkSlotDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { hasApplied } from '../runtime/once-per-revision';
import { defineProjection, type ProjectedEvent, type Push } from '../runtime/projection';

const slotsOf = (store: ReadStore) => store.collection<WorkSlotDoc>(WORK_SLOTS_COLLECTION);

/** Records the slot's holder once per event of its stream (re-applied events are skipped). */
async function setHolder(
  store: ReadStore,
  event: ProjectedEvent<'WorkSlotTaken' | 'WorkSlotFreed'>,
  assignmentId: string | null,
): Promise<void> {
  const slot = await slotsOf(store).findOne({ _id: event.data.operator_id });
  if (slot && hasApplied(slot, event)) return;
  await slotsOf(store).replaceOne(
    { _id: event.data.operator_id },
    {
      _id: event.data.operator_id,
      assignment_id: assignmentId,
      stream_revision: Number(event.revision),
    },
    { upsert: true },
  );
}

async function blockedPush(store: ReadStore, operatorId: string): Promise<Push[]> {
  const slot = await slotsOf(store).findOne({ _id: operatorId });
  return [
    {
      rooms: [ROOMS.user(operatorId)],
      message: 'marketplace.apply_blocked',
      data: { operator_id: operatorId, apply_blocked: Boolean(slot?.assignment_id) },
    },
  ];
}

/** Who holds each operator's work slot: the marketplace's apply_blocked. */
export const workSlotsProjection = defineProjection({
  name: 'work-slots',
  version: 1,
  collections: [WORK_SLOTS_COLLECTION],
  apply: {
    WorkSlotTaken: (event, store) => setHolder(store, event, event.data.assignment_id),
    WorkSlotFreed: (event, store) => setHolder(store, event, null),
  },
  pushes: {
    WorkSlotTaken: ({ data }, store) => blockedPush(store, data.operator_id),
    WorkSlotFreed: ({ data }, store) => blockedPush(store, data.operator_id),
  },
});

import { ROOMS } from '@morphic/contracts';
import { WORK_SLOTS_COLLECTION, type WorkSlotDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import type { Push } from '../runtime/projection';
import { defineStreamProjection } from '../runtime/stream-projection';

async function blockedPush(store: ReadStore, operatorId: string): Promise<Push[]> {
  const slot = await store
    .collection<WorkSlotDoc>(WORK_SLOTS_COLLECTION)
    .findOne({ _id: operatorId });
  return [
    {
      rooms: [ROOMS.user(operatorId)],
      message: 'marketplace.apply_blocked',
      data: { operator_id: operatorId, apply_blocked: Boolean(slot?.assignment_id) },
    },
  ];
}

/** Who holds each operator's work slot (stream `workslot-<operatorId>`): apply_blocked. */
export const workSlotsProjection = defineStreamProjection<
  WorkSlotDoc,
  'WorkSlotTaken' | 'WorkSlotFreed'
>({
  name: 'work-slots',
  version: 1,
  collection: WORK_SLOTS_COLLECTION,
  documentId: (event) => event.data.operator_id,
  evolve: {
    WorkSlotTaken: (_slot, { data }) => ({ assignment_id: data.assignment_id }),
    WorkSlotFreed: () => ({ assignment_id: null }),
  },
  pushes: {
    WorkSlotTaken: ({ data }, store) => blockedPush(store, data.operator_id),
    WorkSlotFreed: ({ data }, store) => blockedPush(store, data.operator_id),
  },
});

import {
  INTERNAL_MESSAGES_COLLECTION,
  INTERNAL_THREADS_COLLECTION,
  deletedOperatorPlaceholder,
  type InternalMessageDoc,
  type InternalThreadDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import type { ProjectedEvent } from '../runtime/projection';

/** A deleted operator's conversations name them by the placeholder handle. */
export async function applyOperatorDeleted(
  event: ProjectedEvent<'OperatorDeleted'>,
  store: ReadStore,
): Promise<void> {
  const id = event.data.operator_id;
  const { handle } = deletedOperatorPlaceholder(id);
  await store
    .collection<InternalThreadDoc>(INTERNAL_THREADS_COLLECTION)
    .updateMany({ operator_id: id }, { $set: { sender_name: handle } });
  await store
    .collection<InternalMessageDoc>(INTERNAL_MESSAGES_COLLECTION)
    .updateMany({ sender_id: id }, { $set: { sender_name: handle } });
}

import type { ReadStore } from '@morphic/stores';
import type { ProjectedEvent } from '../runtime/projection';
import { setFromOwnStream } from './operator-updates';

/** An operator proved their email with a mailed code. */
export async function applyOperatorEmailVerified(
  event: ProjectedEvent<'OperatorEmailVerified'>,
  store: ReadStore,
): Promise<void> {
  await setFromOwnStream(store, event.data.operator_id, event, { email_verified: true });
}

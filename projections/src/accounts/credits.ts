import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { updateOnce } from '../runtime/once-per-revision';
import type { ProjectedEvent, Push } from '../runtime/projection';
import { accountUpdatePushes } from './operator-updates';

/**
 * Adds awarded credits to the operator's balance, once: like every event of the account's own
 * stream, one at or below the document's `stream_revision` was counted already.
 */
export async function applyCreditsAwarded(
  event: ProjectedEvent<'CreditsAwarded'>,
  store: ReadStore,
): Promise<void> {
  await updateOnce(
    store.collection<AccountDoc>(ACCOUNTS_COLLECTION),
    { _id: event.data.operator_id },
    event,
    { $inc: { credits: event.data.amount } },
  );
}

/** The new balance, to the operator's own sockets (the user menu shows it). */
export function creditsPushes(
  event: ProjectedEvent<'CreditsAwarded'>,
  store: ReadStore,
): Promise<Push[]> {
  return accountUpdatePushes(store, event.data.operator_id, (account) => ({
    credits: account.credits,
  }));
}

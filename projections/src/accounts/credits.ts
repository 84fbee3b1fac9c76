import { ACCOUNTS_COLLECTION, ROOMS, type AccountDoc, type ReadStore } from '@morphic/contracts';
import type { ProjectedEvent, Push } from '../runtime/projection';

/**
 * Adds awarded credits to the operator's balance, once: like every event of the account's own
 * stream, one at or below the document's `stream_revision` was counted already.
 */
export async function applyCreditsAwarded(
  event: ProjectedEvent<'CreditsAwarded'>,
  store: ReadStore,
): Promise<void> {
  const revision = Number(event.revision);
  await store
    .collection<AccountDoc>(ACCOUNTS_COLLECTION)
    .updateOne(
      { _id: event.data.operator_id, stream_revision: { $lt: revision } },
      { $inc: { credits: event.data.amount }, $set: { stream_revision: revision } },
    );
}

/** The new balance, to the operator's own sockets (the user menu shows it). */
export async function creditsPushes(
  event: ProjectedEvent<'CreditsAwarded'>,
  store: ReadStore,
): Promise<Push[]> {
  const account = await store
    .collection<AccountDoc>(ACCOUNTS_COLLECTION)
    .findOne({ _id: event.data.operator_id });
  if (!account) return [];
  return [
    {
      rooms: [ROOMS.user(account._id)],
      message: 'account.updated',
      data: { id: account._id, credits: account.credits },
    },
  ];
}

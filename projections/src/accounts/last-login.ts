import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import type { ProjectedEvent } from '../runtime/projection';

/**
 * When the account last signed in itself: an admin's impersonation is not the account's own
 * sign-in. Only a later time replaces the one recorded, so applying a session again changes
 * nothing.
 */
export async function applySessionOpened(
  { data, metadata }: ProjectedEvent<'SessionOpened'>,
  store: ReadStore,
): Promise<void> {
  if (data.impersonator_id !== null) return;
  await store.collection<AccountDoc>(ACCOUNTS_COLLECTION).updateOne(
    {
      _id: data.account_id,
      $or: [{ last_login_at: { $exists: false } }, { last_login_at: { $lt: metadata.at } }],
    },
    { $set: { last_login_at: metadata.at } },
  );
}

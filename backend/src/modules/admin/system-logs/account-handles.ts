import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';

/** The current handle of each account among the ids (an id with no account is left out). */
export async function accountHandles(
  store: ReadStore,
  ids: Iterable<string | null>,
): Promise<ReadonlyMap<string, string>> {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const accounts = await store
    .collection<AccountDoc>(ACCOUNTS_COLLECTION)
    .find({ _id: { $in: wanted } }, { projection: { username: 1 } });
  return new Map(accounts.map((account) => [account._id, account.username]));
}

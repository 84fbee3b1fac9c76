import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import { INTERNAL_MESSAGE_TEXTS } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';

/** The name a message is signed with: the account's full name, else its username. */
export async function senderNameOf(store: ReadStore, accountId: string): Promise<string> {
  const account = await store
    .collection<AccountDoc>(ACCOUNTS_COLLECTION)
    .findOne({ _id: accountId }, { projection: { full_name: 1, username: 1 } });
  return account?.full_name?.trim() || account?.username || INTERNAL_MESSAGE_TEXTS.unknownSender;
}

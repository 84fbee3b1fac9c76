import {
  ACCOUNTS_COLLECTION,
  INTERNAL_MESSAGE_TEXTS,
  type AccountDoc,
  type ReadStore,
} from '@morphic/contracts';

/** The name a message is signed with: the account's full name, else its username. */
export async function senderNameOf(store: ReadStore, accountId: string): Promise<string> {
  const account = await store
    .collection<AccountDoc>(ACCOUNTS_COLLECTION)
    .findOne({ _id: accountId }, { projection: { full_name: 1, username: 1 } });
  return account?.full_name?.trim() || account?.username || INTERNAL_MESSAGE_TEXTS.unknownSender;
}

import { CREDENTIALS_COLLECTION, type CredentialDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { updateOnce } from '../runtime/once-per-revision';
import type { ProjectedEvent } from '../runtime/projection';
import { defineProjection } from '../runtime/projection';

const credentialsOf = (store: ReadStore) => store.collection<CredentialDoc>(CREDENTIALS_COLLECTION);

/** Registration sets the first hash; applied again after a reset, it must not bring it back. */
async function insertFirstHash(
  store: ReadStore,
  accountId: string,
  event: ProjectedEvent<'OperatorRegistered' | 'CompanyRepRegistered'>,
): Promise<void> {
  if (await credentialsOf(store).findOne({ _id: accountId })) return;
  await credentialsOf(store).insertOne({
    _id: accountId,
    password_hash: event.data.password_hash,
    revision: Number(event.revision),
  });
}

/** Password hashes by account id, kept out of every account query. */
export const credentialsProjection = defineProjection({
  name: 'credentials',
  version: 2,
  collections: [CREDENTIALS_COLLECTION],
  apply: {
    OperatorRegistered: (event, store) => insertFirstHash(store, event.data.operator_id, event),
    CompanyRepRegistered: (event, store) => insertFirstHash(store, event.data.rep_id, event),
    PasswordResetCompleted: async (event, store) => {
      // Only a newer change of the same account's stream replaces the hash.
      await updateOnce(
        credentialsOf(store),
        { _id: event.data.account_id },
        event,
        { $set: { password_hash: event.data.password_hash } },
        'revision',
      );
    },
  },
});

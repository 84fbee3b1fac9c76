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
  event: ProjectedEvent<'OperatorRegistered' | 'CompanyRepRegistered' | 'CompanyRegistered'>,
): Promise<void> {
  if (event.data.password_hash === undefined) return;
  if (await credentialsOf(store).findOne({ _id: accountId })) return;
  await credentialsOf(store).insertOne({
    _id: accountId,
    password_hash: event.data.password_hash,
    revision: Number(event.revision),
  });
}

/** Only a newer change of the same account's stream replaces the hash. */
async function replaceHash(
  store: ReadStore,
  accountId: string,
  passwordHash: string,
  event: ProjectedEvent,
): Promise<void> {
  await updateOnce(
    credentialsOf(store),
    { _id: accountId },
    event,
    { $set: { password_hash: passwordHash } },
    'revision',
  );
}

/** Password hashes by account id, kept out of every account query. */
export const credentialsProjection = defineProjection({
  name: 'credentials',
  version: 3,
  collections: [CREDENTIALS_COLLECTION],
  apply: {
    OperatorRegistered: (event, store) => insertFirstHash(store, event.data.operator_id, event),
    CompanyRepRegistered: (event, store) => insertFirstHash(store, event.data.rep_id, event),
    CompanyRegistered: (event, store) => insertFirstHash(store, event.data.company_id, event),
    // A deleted operator can never sign in again.
    OperatorDeleted: async ({ data }, store) => {
      await credentialsOf(store).deleteOne({ _id: data.operator_id });
    },
    PasswordResetCompleted: (event, store) =>
      replaceHash(store, event.data.account_id, event.data.password_hash, event),
    OperatorPasswordSetByAdmin: (event, store) =>
      replaceHash(store, event.data.operator_id, event.data.password_hash, event),
  },
});

import { CREDENTIALS_COLLECTION, type CredentialDoc, type ReadStore } from '@morphic/contracts';
import { defineProjection } from '../runtime/projection';

const credentialsOf = (store: ReadStore) => store.collection<CredentialDoc>(CREDENTIALS_COLLECTION);

/** Password hashes by account id, kept out of every account query. */
export const credentialsProjection = defineProjection({
  name: 'credentials',
  version: 1,
  collections: [CREDENTIALS_COLLECTION],
  apply: {
    OperatorRegistered: async ({ data }, store) => {
      await credentialsOf(store).replaceOne(
        { _id: data.operator_id },
        { _id: data.operator_id, password_hash: data.password_hash },
        { upsert: true },
      );
    },
    CompanyRepRegistered: async ({ data }, store) => {
      await credentialsOf(store).replaceOne(
        { _id: data.rep_id },
        { _id: data.rep_id, password_hash: data.password_hash },
        { upsert: true },
      );
    },
  },
});

import { SESSIONS_COLLECTION, type ReadStore, type SessionDoc } from '@morphic/contracts';
import { defineProjection } from '../runtime/projection';

const sessionsOf = (store: ReadStore) => store.collection<SessionDoc>(SESSIONS_COLLECTION);

/** Issued tokens by `jti`; the auth guard refuses revoked ones. */
export const sessionsProjection = defineProjection({
  name: 'sessions',
  version: 1,
  collections: [SESSIONS_COLLECTION],
  setup: async (store) => {
    await sessionsOf(store).createIndex({ keys: { account_id: 1 } });
  },
  apply: {
    SessionOpened: async ({ data }, store) => {
      await sessionsOf(store).replaceOne(
        { _id: data.jti },
        {
          _id: data.jti,
          account_id: data.account_id,
          account_type: data.account_type,
          expires_at: data.expires_at,
          impersonator_id: data.impersonator_id,
          revoked_at: null,
        },
        { upsert: true },
      );
    },
    SessionRevoked: async ({ data, metadata }, store) => {
      await sessionsOf(store).updateOne(
        { _id: data.jti, revoked_at: null },
        { $set: { revoked_at: metadata.at } },
      );
    },
  },
});

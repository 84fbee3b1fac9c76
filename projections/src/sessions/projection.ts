import { SESSIONS_COLLECTION, type SessionDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
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
      // Re-applied after its revocation (a restart from a lagging checkpoint), the opening must
      // not make a revoked token valid again, even until the revocation is re-applied.
      const existing = await sessionsOf(store).findOne({ _id: data.jti });
      await sessionsOf(store).replaceOne(
        { _id: data.jti },
        {
          _id: data.jti,
          account_id: data.account_id,
          account_type: data.account_type,
          expires_at: data.expires_at,
          impersonator_id: data.impersonator_id,
          revoked_at: existing?.revoked_at ?? null,
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

import { SESSIONS_COLLECTION, type SessionDoc } from '@morphic/contracts/server';
import { defineStreamProjection } from '../runtime/stream-projection';

/** Issued tokens by `jti` (stream `session-<jti>`); the auth guard refuses revoked ones. */
export const sessionsProjection = defineStreamProjection<
  SessionDoc,
  'SessionOpened' | 'SessionRevoked'
>({
  name: 'sessions',
  version: 2,
  collection: SESSIONS_COLLECTION,
  setup: async (store) => {
    await store
      .collection<SessionDoc>(SESSIONS_COLLECTION)
      .createIndex({ keys: { account_id: 1 } });
  },
  documentId: (event) => event.data.jti,
  evolve: {
    SessionOpened: (_session, { data }) => ({
      account_id: data.account_id,
      account_type: data.account_type,
      expires_at: data.expires_at,
      impersonator_id: data.impersonator_id,
      revoked_at: null,
    }),
    // A revocation of a session this log never opened leaves no document.
    SessionRevoked: (session, { metadata }) =>
      session && { ...session, revoked_at: session.revoked_at ?? metadata.at },
  },
});

import {
  PASSWORD_RESET_TOKENS_COLLECTION,
  type PasswordResetTokenDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { defineProjection } from '../runtime/projection';

const tokensOf = (store: ReadStore) =>
  store.collection<PasswordResetTokenDoc>(PASSWORD_RESET_TOKENS_COLLECTION);

/**
 * A new password ends every link of the account mailed before it, not the ones asked for
 * after. Marked used rather than dropped, so a request applied again stays used.
 */
async function endLinksMailedBefore(
  store: ReadStore,
  accountId: string,
  revision: number,
  at: string,
): Promise<void> {
  await tokensOf(store).updateMany(
    { account_id: accountId, used_at: null, requested_revision: { $lt: revision } },
    { $set: { used_at: at } },
  );
}

/** Mailed reset links by token hash, for the reset page's check before it shows the form. */
export const passwordResetTokensProjection = defineProjection({
  name: 'password-reset-tokens',
  version: 1,
  collections: [PASSWORD_RESET_TOKENS_COLLECTION],
  setup: async (store) => {
    await tokensOf(store).createIndex({ keys: { account_id: 1 } });
  },
  apply: {
    // A deleted account's links stop working, and its address is not kept.
    OperatorDeleted: async ({ data }, store) => {
      await tokensOf(store).deleteMany({ account_id: data.operator_id });
    },
    // A password an admin set ends the links mailed before it, as a reset by link does.
    OperatorPasswordSetByAdmin: ({ data, metadata, revision }, store) =>
      endLinksMailedBefore(store, data.operator_id, Number(revision), metadata.at),
    PasswordResetRequested: async ({ data, metadata, revision }, store) => {
      // Applied again after the reset that used it, the token must stay used.
      const existing = await tokensOf(store).findOne({ _id: data.token_hash });
      await tokensOf(store).replaceOne(
        { _id: data.token_hash },
        {
          _id: data.token_hash,
          account_id: data.account_id,
          account_type: data.account_type,
          email: data.email,
          requested_at: metadata.at,
          expires_at: data.expires_at,
          requested_revision: Number(revision),
          used_at: existing?.used_at ?? null,
        },
        { upsert: true },
      );
    },
    PasswordResetCompleted: ({ data, metadata, revision }, store) =>
      endLinksMailedBefore(store, data.account_id, Number(revision), metadata.at),
  },
});

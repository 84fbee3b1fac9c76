import { z } from 'zod';
import { AccountTypeSchema } from './values';

export const PASSWORD_RESET_TOKENS_COLLECTION = 'password_reset_tokens';

/** A mailed reset link, by the SHA-256 of its token (the token itself is never stored). */
export const PasswordResetTokenDocSchema = z.object({
  _id: z.string(),
  account_id: z.string(),
  account_type: AccountTypeSchema,
  email: z.string(),
  requested_at: z.string(),
  expires_at: z.string(),
  /** Revision of the request in the account's stream: a reset ends only the tokens before it. */
  requested_revision: z.number(),
  /** When a reset used this token or a newer one of the account: it works no more. */
  used_at: z.string().nullable(),
});
export type PasswordResetTokenDoc = z.infer<typeof PasswordResetTokenDocSchema>;

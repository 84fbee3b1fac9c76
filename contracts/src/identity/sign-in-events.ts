import { z } from 'zod';
import { defineEvent } from '../envelope';
import { AccountTypeSchema } from './values';

/**
 * A TOTP secret offered to an operator (stream `operator-<id>`), pending until a code from it
 * enables two-factor sign-in. Once enabled it is never sent out again.
 */
export const TwoFactorSetupStarted = defineEvent(
  'TwoFactorSetupStarted',
  z.object({ account_id: z.string(), secret: z.string() }),
);

/** A code from the pending secret was accepted: sign-in now asks for a code. */
export const TwoFactorEnabled = defineEvent(
  'TwoFactorEnabled',
  z.object({
    account_id: z.string(),
    /** The 30-second time step of the accepted code; no code of this step or older works again. */
    time_step: z.number().int(),
  }),
);

/** A sign-in code was accepted (kept so the same code cannot be replayed). */
export const TwoFactorCodeAccepted = defineEvent(
  'TwoFactorCodeAccepted',
  z.object({ account_id: z.string(), time_step: z.number().int() }),
);

export const TwoFactorDisabled = defineEvent(
  'TwoFactorDisabled',
  z.object({ account_id: z.string(), time_step: z.number().int() }),
);

/**
 * A password reset link was mailed (stream of the account: `operator-<id>` or
 * `companyrep-<id>`). Only the SHA-256 of the token is kept.
 */
export const PasswordResetRequested = defineEvent(
  'PasswordResetRequested',
  z.object({
    account_id: z.string(),
    account_type: AccountTypeSchema,
    email: z.string(),
    token_hash: z.string(),
    expires_at: z.iso.datetime(),
    /**
     * The mail reactor derives the token from it with the server's key (the log alone cannot);
     * absent on links mailed before mails went through the reactor.
     */
    token_id: z.string().optional(),
    /** The page the mailed link opens (absent: the reset page). */
    link_page: z.enum(['reset_password', 'email_verification']).optional(),
  }),
);

/** The password was changed with a reset token; every outstanding token dies with it. */
export const PasswordResetCompleted = defineEvent(
  'PasswordResetCompleted',
  z.object({
    account_id: z.string(),
    account_type: AccountTypeSchema,
    token_hash: z.string(),
    password_hash: z.string(),
  }),
);

export const signInEvents = [
  TwoFactorSetupStarted,
  TwoFactorEnabled,
  TwoFactorCodeAccepted,
  TwoFactorDisabled,
  PasswordResetRequested,
  PasswordResetCompleted,
] as const;

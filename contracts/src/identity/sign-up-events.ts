import { z } from 'zod';
import { defineEvent } from '../envelope';

/**
 * A 6-digit code mailed to an address (stream `verification-<email>`). Only its keyed hash is
 * kept; a newer code replaces the previous one.
 */
export const VerificationCodeIssued = defineEvent(
  'VerificationCodeIssued',
  z.object({
    email: z.string(),
    code_hash: z.string(),
    issued_at: z.iso.datetime(),
    expires_at: z.iso.datetime(),
    /**
     * The mail reactor derives the code from it with the server's key (the log alone cannot);
     * absent on codes mailed before mails went through the reactor.
     */
    code_id: z.string().optional(),
  }),
);

/** The current code was spent: on a registration, or to verify an existing account's email. */
export const VerificationCodeUsed = defineEvent(
  'VerificationCodeUsed',
  z.object({
    email: z.string(),
    account_id: z.string(),
    purpose: z.enum(['registration', 'email_verification']),
  }),
);

/** The current code stops working without being used (its mail could not be sent). */
export const VerificationCodeWithdrawn = defineEvent(
  'VerificationCodeWithdrawn',
  z.object({ email: z.string(), reason: z.enum(['mail_failed']) }),
);

/** An existing operator proved they own their email address (stream `operator-<id>`). */
export const OperatorEmailVerified = defineEvent(
  'OperatorEmailVerified',
  z.object({ operator_id: z.string(), email: z.string() }),
);

export const signUpEvents = [
  VerificationCodeIssued,
  VerificationCodeUsed,
  VerificationCodeWithdrawn,
  OperatorEmailVerified,
] as const;

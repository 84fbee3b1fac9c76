import { z } from 'zod';
import { defineEvent } from '../envelope';
import { StoredCvSchema } from '../files/stored-file';
import { AccountTypeSchema, RecordedEducationSchema } from './values';

export const OperatorRegistered = defineEvent(
  'OperatorRegistered',
  z.object({
    operator_id: z.string(),
    username: z.string(),
    email: z.string(),
    full_name: z.string().nullable(),
    password_hash: z.string(),
    /** Comma-separated roles, as the spec keeps them. */
    role: z.string(),
    age: z.number().int().nullable(),
    education: RecordedEducationSchema.nullable(),
    university: z.string().nullable(),
    cohort: z.string().nullable(),
    email_verified: z.boolean(),
    /** The CV sent with the registration, checked by content. */
    cv: StoredCvSchema.optional(),
  }),
);

/** Claims a unique username or email for an account (streams `username-<name>`, `email-<address>`). */
export const IdentifierReserved = defineEvent(
  'IdentifierReserved',
  z.object({ kind: z.enum(['username', 'email']), value: z.string(), account_id: z.string() }),
);

/** Frees an identifier claimed by a registration that did not complete. */
export const IdentifierReleased = defineEvent(
  'IdentifierReleased',
  z.object({ kind: z.enum(['username', 'email']), value: z.string(), account_id: z.string() }),
);

export const SessionOpened = defineEvent(
  'SessionOpened',
  z.object({
    jti: z.string(),
    account_id: z.string(),
    account_type: AccountTypeSchema,
    expires_at: z.iso.datetime(),
    impersonator_id: z.string().nullable(),
    /** The admin's own session an impersonation was started from: it ends with it. */
    impersonator_session_id: z.string().optional(),
  }),
);

/**
 * An admin's session (stream `session-<jti>`) started an impersonation: ending that session
 * ends the impersonation too, and switch-back returns to it.
 */
export const ImpersonationStarted = defineEvent(
  'ImpersonationStarted',
  z.object({
    jti: z.string(),
    impersonation_jti: z.string(),
    account_id: z.string(),
    expires_at: z.iso.datetime(),
  }),
);

const SessionEndReasonSchema = z.enum(['logout', 'password_reset', 'admin', 'impersonation_ended']);

export const SessionRevoked = defineEvent(
  'SessionRevoked',
  z.object({ jti: z.string(), account_id: z.string(), reason: SessionEndReasonSchema }),
);

/**
 * A session opened for the account, listed on the account's sessions stream
 * (`accountsessions-<id>`) in the same append as its `SessionOpened`: ending all of an account's
 * sessions reads this list, not a read model that may lag behind a sign-in.
 */
export const AccountSessionListed = defineEvent(
  'AccountSessionListed',
  z.object({ account_id: z.string(), jti: z.string(), expires_at: z.iso.datetime() }),
);

/**
 * Every session the account had open was ended (a password reset, a suspension, a deletion):
 * `jtis` are the listed sessions this closes the list of, each revoked on its own stream.
 */
export const AccountSessionsEnded = defineEvent(
  'AccountSessionsEnded',
  z.object({
    account_id: z.string(),
    jtis: z.array(z.string()),
    reason: SessionEndReasonSchema,
  }),
);

export const identityEvents = [
  OperatorRegistered,
  IdentifierReserved,
  IdentifierReleased,
  SessionOpened,
  SessionRevoked,
  ImpersonationStarted,
  AccountSessionListed,
  AccountSessionsEnded,
] as const;

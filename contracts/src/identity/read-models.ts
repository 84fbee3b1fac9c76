import { z } from 'zod';
import { CompanyRepPermissionsSchema } from '../companies/values';
import { StoredCvSchema } from '../files/stored-file';
import { CharacterReportSchema } from '../operators/character-report';
import { AccountTypeSchema, EducationSchema } from './values';

export const ACCOUNTS_COLLECTION = 'accounts';
export const CREDENTIALS_COLLECTION = 'credentials';
export const SESSIONS_COLLECTION = 'sessions';

/** One document per sign-in identity (operator or company representative). */
export const AccountDocSchema = z.object({
  _id: z.string(),
  type: AccountTypeSchema,
  username: z.string(),
  username_lower: z.string(),
  email: z.string(),
  email_lower: z.string(),
  full_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  /** Platform roles (comma-separated); empty for company representatives. */
  role: z.string(),
  /** A company representative's role inside their company (representative, manager, admin). */
  rep_role: z.string().nullable(),
  credits: z.number(),
  cohort: z.string().nullable(),
  age: z.number().nullable(),
  education: EducationSchema.nullable(),
  university: z.string().nullable(),
  email_verified: z.boolean(),
  onboarding_completed: z.boolean(),
  character_report_completed: z.boolean(),
  company_id: z.string().nullable(),
  permissions: CompanyRepPermissionsSchema.nullable(),
  status: z.enum(['active', 'suspended', 'pending_verification']),
  created_at: z.string(),
  bio: z.string().nullable(),
  /** The current CV as the file store keeps it. */
  cv: StoredCvSchema.extend({ uploaded_at: z.string() }).nullable(),
  character_report_data: CharacterReportSchema.nullable(),
  /**
   * Revision of the last event of the account's own stream applied here: an event at or below
   * it was applied already (a restart from a lagging checkpoint re-applies events).
   */
  stream_revision: z.number(),
  /** Revision of the last event of the operator's onboarding stream applied here (absent: none). */
  onboarding_stream_revision: z.number().optional(),
  /** Whether sign-in asks for a TOTP code (absent: never enabled). */
  two_factor_enabled: z.boolean().optional(),
});
export type AccountDoc = z.infer<typeof AccountDocSchema>;
export type AccountCv = NonNullable<AccountDoc['cv']>;

/** Password hashes live apart from accounts so no account query can leak them. */
export const CredentialDocSchema = z.object({
  _id: z.string(),
  password_hash: z.string(),
  /** Revision in the account's stream of the event that set the hash. */
  revision: z.number(),
});
export type CredentialDoc = z.infer<typeof CredentialDocSchema>;

export const SessionDocSchema = z.object({
  _id: z.string(),
  account_id: z.string(),
  account_type: AccountTypeSchema,
  expires_at: z.string(),
  impersonator_id: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** Revision of the last event of the `session-<jti>` stream applied here. */
  stream_revision: z.number(),
});
export type SessionDoc = z.infer<typeof SessionDocSchema>;

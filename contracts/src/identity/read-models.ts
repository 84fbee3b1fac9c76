import { z } from 'zod';
import { CompanyRepPermissionsSchema } from '../companies/values';
import { StoredCvSchema } from '../files/stored-file';
import { CharacterReportSchema } from '../operators/character-report';
import { AccountTypeSchema, EducationSchema } from './values';

export const ACCOUNTS_COLLECTION = 'accounts';
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
  /** A company representative's phone (absent: none given). */
  phone: z.string().nullable().optional(),
  /** Whether the representative is their company's primary contact (absent: no). */
  is_primary_contact: z.boolean().optional(),
  /** When the account last signed in itself (impersonations aside); absent: never. */
  last_login_at: z.string().optional(),
  /** An operator's details an admin edits (spec 03 "Operator edit"); absent: the spec's default. */
  timezone: z.string().nullable().optional(),
  level: z.number().int().optional(),
  streak: z.number().int().optional(),
  capacity_hours: z.number().int().optional(),
  reliability_alpha: z.number().optional(),
  reliability_beta: z.number().optional(),
  skill_vector: z.record(z.string(), z.number()).optional(),
  prefs: z.record(z.string(), z.unknown()).optional(),
  /** Flags an admin sets on an operator; absent: false. */
  is_vetted: z.boolean().optional(),
  compliant: z.boolean().optional(),
  timezone_overlap_ok: z.boolean().optional(),
  /**
   * Set when the account was deleted: it stays as an anonymised tombstone (no name, no email,
   * so the email can be registered again), which no sign-in and no token reaches.
   */
  deleted_at: z.string().optional(),
});
export type AccountDoc = z.infer<typeof AccountDocSchema>;
export type AccountCv = NonNullable<AccountDoc['cv']>;

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

import { z } from 'zod';
import { defineEvent } from '../envelope';
import {
  CompanyRepPermissionsSchema,
  CompanyRepRoleSchema,
  CompanyRepStatusSchema,
  CompanyStatusSchema,
} from './values';

export const CompanyRegistered = defineEvent(
  'CompanyRegistered',
  z.object({
    company_id: z.string(),
    company_name: z.string(),
    email: z.string(),
    industry: z.string().nullable(),
    company_size: z.string().nullable(),
    website: z.string().nullable(),
    description: z.string().nullable(),
    contact_person_name: z.string().nullable(),
    contact_person_role: z.string().nullable(),
    status: CompanyStatusSchema,
    /** Set when the company signed itself up: the company account's own password. */
    password_hash: z.string().optional(),
  }),
);

/** An admin set the company's status (spec 03: any status, in any order). */
export const CompanyStatusChanged = defineEvent(
  'CompanyStatusChanged',
  z.object({
    company_id: z.string(),
    status: CompanyStatusSchema,
    previous_status: CompanyStatusSchema,
  }),
);

export const CompanyRepRegistered = defineEvent(
  'CompanyRepRegistered',
  z.object({
    rep_id: z.string(),
    company_id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
    password_hash: z.string(),
    role: CompanyRepRoleSchema,
    status: CompanyRepStatusSchema,
    permissions: CompanyRepPermissionsSchema,
  }),
);

/** An admin edited the company's details: every editable field as it now reads. */
export const CompanyUpdated = defineEvent(
  'CompanyUpdated',
  z.object({
    company_id: z.string(),
    company_name: z.string(),
    email: z.string(),
    industry: z.string().nullable(),
    company_size: z.string().nullable(),
    website: z.string().nullable(),
    description: z.string().nullable(),
    contact_person_name: z.string().nullable(),
    contact_person_role: z.string().nullable(),
  }),
);

/**
 * An admin deleted the company. Appended with the rest of the cascade: its representatives
 * deleted, its missions withdrawn, its sessions revoked and its email and name released.
 */
export const CompanyDeleted = defineEvent(
  'CompanyDeleted',
  z.object({ company_id: z.string(), company_name: z.string() }),
);

/** What an admin may edit of a representative. */
const companyRepProfile = {
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  role: CompanyRepRoleSchema,
  is_primary_contact: z.boolean(),
  permissions: CompanyRepPermissionsSchema,
};

/**
 * An admin edited a representative: every editable field as it now reads, and in `previous`
 * the fields this edit changed as they read before it (absent in edits recorded before it
 * existed), so the audit log can say what changed ("granted can_view_payments").
 */
export const CompanyRepUpdated = defineEvent(
  'CompanyRepUpdated',
  z.object({
    rep_id: z.string(),
    company_id: z.string(),
    ...companyRepProfile,
    previous: z.object(companyRepProfile).partial().optional(),
  }),
);

export const CompanyRepStatusChanged = defineEvent(
  'CompanyRepStatusChanged',
  z.object({
    rep_id: z.string(),
    company_id: z.string(),
    status: CompanyRepStatusSchema,
    previous_status: CompanyRepStatusSchema,
  }),
);

/** An admin marked the representative verified or not (spec 03: apart from the status). */
export const CompanyRepVerificationSet = defineEvent(
  'CompanyRepVerificationSet',
  z.object({ rep_id: z.string(), company_id: z.string(), is_verified: z.boolean() }),
);

/** The representative's account is gone: it cannot sign in, and its email may be used again. */
export const CompanyRepDeleted = defineEvent(
  'CompanyRepDeleted',
  z.object({
    rep_id: z.string(),
    company_id: z.string(),
    reason: z.enum(['admin', 'company_deleted']),
  }),
);

/**
 * A representative joined the company (stream `company-<id>`, in the same append as the
 * representative's registration): deleting the company reads its representatives from here.
 */
export const CompanyRepJoined = defineEvent(
  'CompanyRepJoined',
  z.object({ company_id: z.string(), rep_id: z.string() }),
);

/** A Jira account was connected to the company (listed on `company-<id>`, in the same append). */
export const CompanyJiraAccountAdded = defineEvent(
  'CompanyJiraAccountAdded',
  z.object({ company_id: z.string(), account_id: z.string() }),
);

/**
 * An account was made the company's primary Jira account. On the company's stream, so two
 * accounts made primary at the same moment conflict: one primary per company.
 */
export const CompanyPrimaryJiraAccountChosen = defineEvent(
  'CompanyPrimaryJiraAccountChosen',
  z.object({ company_id: z.string(), account_id: z.string() }),
);

export const companyEvents = [
  CompanyRegistered,
  CompanyStatusChanged,
  CompanyRepRegistered,
  CompanyUpdated,
  CompanyDeleted,
  CompanyRepUpdated,
  CompanyRepStatusChanged,
  CompanyRepVerificationSet,
  CompanyRepDeleted,
  CompanyRepJoined,
  CompanyJiraAccountAdded,
  CompanyPrimaryJiraAccountChosen,
] as const;

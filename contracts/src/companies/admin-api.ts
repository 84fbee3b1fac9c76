import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import { MissionSchema } from '../missions/marketplace-api';
import { COMPANIES_CONSOLE_TEXTS } from '../spec/companies-console-texts';
import { COMPANY_TEXTS } from '../spec/company-texts';
import { checkEmail, checkEmailAndPassword, requireAll, text } from './field-rules';
import { CompanyJiraStateSchema } from './jira-sync-state';
import { CompanyReputationSchema } from './reputation-api';
import {
  CompanyRegisterRequestSchema,
  companyDetailsFields,
  companyRepFields,
  requireRepFields,
} from './sign-up-api';
import {
  CompanyRepPermissionsSchema,
  CompanyRepRoleSchema,
  CompanyRepStatusSchema,
  CompanyStatusSchema,
} from './values';

const search = z.string().trim().max(100, COMPANIES_CONSOLE_TEXTS.searchTooLong).default('');

/** An optional filter whose blank value (an unset select) means "any". */
const filter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Query of `GET /api/admin/companies` (spec 03 "Companies tab"). */
export const AdminCompaniesQuerySchema = z.object({
  search,
  status: filter(
    z.enum(CompanyStatusSchema.options, { error: COMPANIES_CONSOLE_TEXTS.unknownStatus }),
  ),
  jira_configured: filter(
    z
      .enum(['true', 'false'], { error: COMPANIES_CONSOLE_TEXTS.jiraConfiguredFilter })
      .transform((value) => value === 'true'),
  ),
});
export type AdminCompaniesQuery = z.input<typeof AdminCompaniesQuerySchema>;
export type AdminCompaniesParams = z.output<typeof AdminCompaniesQuerySchema>;

/** A company as the admin console lists and edits it (spec 03 "Company"). */
export const AdminCompanySchema = z.object({
  id: z.string(),
  company_name: z.string(),
  email: z.string(),
  contact_person_name: z.string().nullable(),
  contact_person_role: z.string().nullable(),
  company_size: z.string().nullable(),
  industry: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  status: CompanyStatusSchema,
  /** Legacy single-site Jira address (its Jira accounts carry their own). */
  jira_url: z.string().nullable(),
  sync_status: z.string().nullable(),
  /**
   * Whether it is "ready" (spec 03): one of its Jira accounts has upload enabled, an upload
   * token, a username or email, and is active.
   */
  jira_configured: z.boolean(),
  /** Connected or not, and how the last sync ended: as its representatives' dashboard shows it. */
  jira_state: CompanyJiraStateSchema,
  rep_count: z.number().int(),
  created_at: z.string(),
});
export type AdminCompany = z.infer<typeof AdminCompanySchema>;

export const AdminCompaniesResponseSchema = z.object({
  success: z.literal(true),
  /** Newest first. */
  companies: z.array(AdminCompanySchema),
});
export type AdminCompaniesResponse = z.infer<typeof AdminCompaniesResponseSchema>;

/** `GET /api/admin/companies/{id}`: the company and its missions, newest first. */
export const AdminCompanyResponseSchema = z.object({
  success: z.literal(true),
  company: AdminCompanySchema,
  missions: z.array(MissionSchema),
  /** How the company decides on work and keeps its deadlines (beyond the spec). */
  reputation: CompanyReputationSchema,
});
export type AdminCompanyResponse = z.infer<typeof AdminCompanyResponseSchema>;

/** `POST /api/admin/companies/create`: the company sign-up's fields (spec 03 names them). */
export const AdminCreateCompanyRequestSchema = CompanyRegisterRequestSchema;
export type AdminCreateCompanyRequest = z.input<typeof AdminCreateCompanyRequestSchema>;

export const AdminCreateCompanyResponseSchema = z.object({
  success: z.literal(true),
  company: AdminCompanySchema,
  /** The company's own session token (see the endpoint's summary). */
  token: z.string(),
  expires_at: z.string(),
  message: z.string(),
});
export type AdminCreateCompanyResponse = CommandAnswer<typeof AdminCreateCompanyResponseSchema>;

/**
 * `PUT /api/admin/companies/{id}`: the company form (spec 03: name and email required, the
 * website an address). A field left out keeps its value; an optional one sent blank is cleared.
 */
export const AdminUpdateCompanyRequestSchema = z
  .object(companyDetailsFields)
  .partial()
  .superRefine((input, context) => {
    if (input.company_name === '' || input.email === '') {
      context.addIssue({
        code: 'custom',
        path: [input.company_name === '' ? 'company_name' : 'email'],
        message: COMPANIES_CONSOLE_TEXTS.companyFormRequired,
      });
    }
    if (input.email !== undefined) checkEmail({ email: input.email }, context);
  });
export type AdminUpdateCompanyRequest = z.input<typeof AdminUpdateCompanyRequestSchema>;
export type AdminCompanyChanges = z.output<typeof AdminUpdateCompanyRequestSchema>;

export const AdminCompanyCommandResponseSchema = z.object({
  success: z.literal(true),
  company: AdminCompanySchema,
  message: z.string(),
});
export type AdminCompanyCommandResponse = CommandAnswer<typeof AdminCompanyCommandResponseSchema>;

/** `DELETE /api/admin/companies/{id}`: what the cascade took with the company. */
export const AdminDeleteCompanyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  deleted: z.object({
    company_id: z.string(),
    company_reps: z.number().int(),
    missions: z.number().int(),
    jira_accounts: z.number().int(),
    sessions_revoked: z.number().int(),
  }),
});
export type AdminDeleteCompanyResponse = CommandAnswer<typeof AdminDeleteCompanyResponseSchema>;

/** Query of `GET /api/admin/company-reps` (spec 03 "Company-reps tab"). */
export const AdminCompanyRepsQuerySchema = z.object({
  search,
  status: filter(
    z.enum(CompanyRepStatusSchema.options, { error: COMPANIES_CONSOLE_TEXTS.unknownStatus }),
  ),
  company_id: filter(z.string().trim().max(100)),
});
export type AdminCompanyRepsQuery = z.input<typeof AdminCompanyRepsQuerySchema>;
export type AdminCompanyRepsParams = z.output<typeof AdminCompanyRepsQuerySchema>;

/** A representative as the admin console lists and edits it (spec 03 "Company representative"). */
export const AdminCompanyRepSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company_id: z.string(),
  company_name: z.string().nullable(),
  role: CompanyRepRoleSchema,
  status: CompanyRepStatusSchema,
  is_verified: z.boolean(),
  is_primary_contact: z.boolean(),
  permissions: CompanyRepPermissionsSchema,
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  /** Why the Impersonate action is unavailable (null: available). */
  impersonation_blocked_reason: z.string().nullable(),
});
export type AdminCompanyRep = z.infer<typeof AdminCompanyRepSchema>;

export const AdminCompanyRepsResponseSchema = z.object({
  success: z.literal(true),
  /** Newest first. */
  company_reps: z.array(AdminCompanyRepSchema),
});
export type AdminCompanyRepsResponse = z.infer<typeof AdminCompanyRepsResponseSchema>;

/**
 * `POST /api/admin/company-reps/create` (spec 03: first name, last name, email, password and
 * company required; phone optional; role representative unless chosen). Every permission is
 * granted unless the body says otherwise, as for the representatives a company adds itself.
 */
export const AdminCreateCompanyRepRequestSchema = z
  .object({
    ...companyRepFields,
    company_id: text,
    permissions: CompanyRepPermissionsSchema.partial().strict().default({}),
  })
  .superRefine(requireAll(['company_id'], COMPANY_TEXTS.completeCompanyFirst))
  .superRefine(requireRepFields)
  .superRefine(checkEmailAndPassword);
export type AdminCreateCompanyRepRequest = z.input<typeof AdminCreateCompanyRepRequestSchema>;
export type AdminCreateCompanyRepInput = z.output<typeof AdminCreateCompanyRepRequestSchema>;

/**
 * `PUT /api/admin/company-reps/{id}`: the editable row. A field left out keeps its value, and
 * so does each permission flag left out of `permissions`.
 */
export const AdminUpdateCompanyRepRequestSchema = z
  .object({
    first_name: companyRepFields.first_name,
    last_name: companyRepFields.last_name,
    email: companyRepFields.email,
    phone: companyRepFields.phone,
    role: CompanyRepRoleSchema,
    is_primary_contact: z.boolean(),
    permissions: CompanyRepPermissionsSchema.partial().strict(),
  })
  .partial()
  .superRefine((input, context) => {
    const blank = (['first_name', 'last_name', 'email'] as const).find(
      (field) => input[field] === '',
    );
    if (blank) {
      context.addIssue({
        code: 'custom',
        path: [blank],
        message: COMPANIES_CONSOLE_TEXTS.repFormRequired,
      });
    }
    if (input.email !== undefined) checkEmail({ email: input.email }, context);
  });
export type AdminUpdateCompanyRepRequest = z.input<typeof AdminUpdateCompanyRepRequestSchema>;
export type AdminCompanyRepChanges = z.output<typeof AdminUpdateCompanyRepRequestSchema>;

export const AdminCompanyRepStatusRequestSchema = z.object({ status: CompanyRepStatusSchema });
export type AdminCompanyRepStatusRequest = z.infer<typeof AdminCompanyRepStatusRequestSchema>;

export const AdminCompanyRepVerificationRequestSchema = z.object({
  is_verified: z.boolean({ error: 'is_verified must be true or false' }),
});
export type AdminCompanyRepVerificationRequest = z.infer<
  typeof AdminCompanyRepVerificationRequestSchema
>;

export const AdminCompanyRepCommandResponseSchema = z.object({
  success: z.literal(true),
  company_rep: AdminCompanyRepSchema,
  message: z.string(),
});
export type AdminCompanyRepCommandResponse = CommandAnswer<
  typeof AdminCompanyRepCommandResponseSchema
>;

export const AdminDeleteCompanyRepResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type AdminDeleteCompanyRepResponse = CommandAnswer<
  typeof AdminDeleteCompanyRepResponseSchema
>;

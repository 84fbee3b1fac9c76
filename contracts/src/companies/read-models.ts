import { z } from 'zod';
import { CompanyStatusSchema } from './values';

export const COMPANIES_COLLECTION = 'companies';

export const CompanyDocSchema = z.object({
  _id: z.string(),
  company_name: z.string(),
  email: z.string(),
  industry: z.string().nullable(),
  company_size: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  contact_person_name: z.string().nullable(),
  contact_person_role: z.string().nullable(),
  status: CompanyStatusSchema,
  jira_url: z.string().nullable(),
  sync_status: z.string().nullable(),
  last_sync_at: z.string().nullable(),
  /** Whether the last sync succeeded (null: none yet). */
  last_sync_succeeded: z.boolean().nullable().optional(),
  /** What its Jira accounts say of the connection (`jiraAccountConnects`). */
  jira_accounts: z
    .array(
      z.object({
        account_id: z.string(),
        is_active: z.boolean(),
        has_api_token: z.boolean(),
        project_keys: z.array(z.string()),
        /** Kept once removed, so its creation applied again cannot bring it back. */
        removed: z.boolean(),
        /** Revision of the last event of the account's stream applied here. */
        stream_revision: z.number(),
      }),
    )
    .optional(),
  /** Its representatives now (deleted ones leave). */
  rep_ids: z.array(z.string()),
  /** Deleted representatives: a registration applied again must not bring them back. */
  former_rep_ids: z.array(z.string()),
  created_at: z.string(),
  /** Set when an admin deleted it; the document stays as a tombstone, queries skip it. */
  deleted_at: z.string().nullable(),
  /** Revision of the last event of the company's own stream applied here. */
  stream_revision: z.number().optional(),
});
export type CompanyDoc = z.infer<typeof CompanyDocSchema>;

import { z } from 'zod';

export const COMPANY_TASK_JIRA_COLLECTION = 'company_task_jira';

/**
 * One company mission's link to Jira: its issue (null: none yet), when it last synced with it,
 * and the last failure when that came after (cleared by the next exchange that works).
 */
export const CompanyTaskJiraDocSchema = z.object({
  /** The mission's id. */
  _id: z.string(),
  company_id: z.string(),
  jira_key: z.string().nullable(),
  account_id: z.string().nullable(),
  synced_at: z.string().nullable(),
  failure: z.string().nullable(),
  failed_at: z.string().nullable(),
  /** Log position of the last event applied here (an event applied again changes nothing). */
  log_position: z.number(),
});
export type CompanyTaskJiraDoc = z.infer<typeof CompanyTaskJiraDocSchema>;

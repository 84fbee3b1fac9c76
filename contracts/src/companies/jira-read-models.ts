import { z } from 'zod';
import { JiraAccountSettingsSchema, SealedSecretSchema } from './jira-account-values';

export const JIRA_ACCOUNTS_COLLECTION = 'jira_accounts';

/** One Jira account of a company; the sealed secrets never leave the server. */
export const JiraAccountDocSchema = JiraAccountSettingsSchema.extend({
  _id: z.string(),
  company_id: z.string(),
  webhook_secret: SealedSecretSchema,
  /** The last sync's outcome in words ("Synced 6 tasks", "Failed: ..."), and when it ended. */
  sync_status: z.string().nullable(),
  last_sync_at: z.string().nullable(),
  /** The custom field rewards are read from, once a calibration ended with one. */
  calibration_field_id: z.string().nullable(),
  calibration_status: z.enum(['idle', 'active', 'completed']),
  /** The custom field the running (or last) calibration saw change, its name and when. */
  detected_field_id: z.string().nullable(),
  detected_field_name: z.string().nullable(),
  calibration_detected_at: z.string().nullable(),
  /** The last push to an issue Jira refused for good (401, 404...), and when (null: none). */
  last_push_error: z.string().nullable().optional(),
  last_push_error_at: z.string().nullable().optional(),
  created_at: z.string(),
  /** Set once the account is removed; queries leave such accounts out. */
  removed_at: z.string().nullable(),
  stream_revision: z.number(),
});
export type JiraAccountDoc = z.infer<typeof JiraAccountDocSchema>;

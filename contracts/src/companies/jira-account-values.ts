import { z } from 'zod';
import type { MissionStatus } from '../missions/values';

/** A Jira project key as Jira allows them: a letter, then letters, digits or underscores. */
export const JIRA_PROJECT_KEY = /^[A-Z][A-Z0-9_]{0,9}$/;

/** Comma-separated project keys as the forms send them: trimmed, upper-cased, empties dropped. */
export function parseProjectKeys(text: string): string[] {
  return text
    .split(',')
    .map((key) => key.trim().toUpperCase())
    .filter((key) => key !== '');
}

/** A stored credential: sealed (AES-256-GCM) and its length, never the value itself. */
export const SealedSecretSchema = z.object({
  sealed: z.string(),
  bytes: z.number().int().min(0),
});
export type SealedSecret = z.infer<typeof SealedSecretSchema>;

/** An account's settings; tokens and the webhook secret only ever sealed. */
export const JiraAccountSettingsSchema = z.object({
  account_name: z.string(),
  account_description: z.string().nullable(),
  jira_url: z.string(),
  jira_email: z.string().nullable(),
  api_token: SealedSecretSchema.nullable(),
  upload_enabled: z.boolean(),
  upload_username: z.string().nullable(),
  upload_token: SealedSecretSchema.nullable(),
  project_keys: z.array(z.string()),
  webhook_enabled: z.boolean(),
  is_primary: z.boolean(),
  is_active: z.boolean(),
});

/** The Jira statuses a mission moves its issue to (spec 03: To Do, In Progress, Done). */
export const JIRA_TARGET_STATUSES = ['To Do', 'In Progress', 'Done'] as const;
export const JiraTargetStatusSchema = z.enum(JIRA_TARGET_STATUSES);
export type JiraTargetStatus = z.infer<typeof JiraTargetStatusSchema>;

/** Spec 03: open to To Do; assigned or submitted to In Progress; validated or paid to Done. */
export const JIRA_STATUS_OF_MISSION: Record<MissionStatus, JiraTargetStatus> = {
  open: 'To Do',
  assigned: 'In Progress',
  submitted: 'In Progress',
  validated: 'Done',
  paid: 'Done',
};

import { z } from 'zod';

/**
 * `GET /api/admin/companies/{id}/jira-upload-config`: the upload settings of the company's
 * primary (else first) Jira account, the token only as present and its length. A company
 * without an account answers nulls and false.
 */
export const JiraUploadConfigResponseSchema = z.object({
  success: z.literal(true),
  account_id: z.string().nullable(),
  account_name: z.string().nullable(),
  jira_url: z.string().nullable(),
  jira_upload_enabled: z.boolean(),
  jira_upload_username: z.string().nullable(),
  has_upload_token: z.boolean(),
  upload_token_bytes: z.number(),
});
export type JiraUploadConfigResponse = z.infer<typeof JiraUploadConfigResponseSchema>;

/** One step of the upload debug: what was checked, whether it held, and what was seen. */
export const JiraDebugStepSchema = z.object({
  name: z.string(),
  ok: z.boolean(),
  detail: z.string(),
});
export type JiraDebugStep = z.infer<typeof JiraDebugStepSchema>;

/** `POST /api/admin/companies/{id}/debug-jira-upload` (spec 03 names its fields). */
export const JiraUploadDebugResponseSchema = z.object({
  /** Every step held: uploads to Jira should work. */
  success: z.boolean(),
  /** The first failure, or that every step passed. */
  message: z.string(),
  /** The failed steps' details. */
  errors: z.array(z.string()),
  steps: z.array(JiraDebugStepSchema),
  account_id: z.string().nullable(),
  account_name: z.string().nullable(),
  connection_test: z.boolean(),
  connection_message: z.string().nullable(),
  jira_upload_enabled: z.boolean(),
  has_upload_token: z.boolean(),
  token_length: z.number(),
  /** Says only that a token is there and how long it is: never a character of it. */
  token_preview: z.string().nullable(),
  jira_service_created: z.boolean(),
  jira_service_url: z.string().nullable(),
  jira_service_username: z.string().nullable(),
});
export type JiraUploadDebugResponse = z.infer<typeof JiraUploadDebugResponseSchema>;

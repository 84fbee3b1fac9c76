import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import { parseSiteUrl, type SiteUrlProblem } from '../http/site-url';
import { COMPANY_TEXTS } from '../spec/company-texts';
import { JIRA_PROJECT_KEY, JiraTargetStatusSchema, parseProjectKeys } from './jira-account-values';

/** A missing or blank text reads as null. */
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : (value ?? null)),
    z.string().trim().max(max, COMPANY_TEXTS.fieldTooLong(label, max)).nullable(),
  );

/** A token as typed: blank or missing means "keep the stored one" (spec 03). */
const newToken = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(1024, COMPANY_TEXTS.fieldTooLong('Token', 1024)).optional(),
);

/** Why a text is not a Jira site's URL. */
export const JIRA_URL_PROBLEM_TEXTS: Record<SiteUrlProblem, string> = {
  format: COMPANY_TEXTS.jira.urlFormat,
  credentials: COMPANY_TEXTS.jira.urlCredentials,
  query: COMPANY_TEXTS.jira.urlQuery,
};

/** The site's base URL in its normal form ('' when blank: the callers say it is required). */
const jiraUrl = z.preprocess(
  (value) => value ?? '',
  z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === '') return value;
      const site = parseSiteUrl(value);
      if ('url' in site) return site.url;
      context.addIssue({ code: 'custom', message: JIRA_URL_PROBLEM_TEXTS[site.problem] });
      return z.NEVER;
    }),
);

/** Project keys as a list, or as the forms' comma-separated text. */
const projectKeys = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? parseProjectKeys(value)
      : Array.isArray(value)
        ? value.map((key) => (typeof key === 'string' ? key.trim().toUpperCase() : key))
        : (value ?? []),
  z
    .array(z.string().regex(JIRA_PROJECT_KEY, COMPANY_TEXTS.jira.projectKeyFormat))
    .max(20, COMPANY_TEXTS.jira.tooManyProjectKeys),
);

const settings = {
  account_description: optionalText('Account description', 500),
  jira_email: optionalText('Jira email', 254),
  jira_api_token: newToken,
  jira_upload_enabled: z.boolean().default(false),
  jira_upload_username: optionalText('Upload username', 254),
  jira_upload_token: newToken,
  jira_project_keys: projectKeys,
  webhook_enabled: z.boolean().default(true),
};

/** `POST /api/admin/companies/{id}/jira-accounts` (spec 03 defaults: webhook on, not primary). */
export const JiraAccountCreateRequestSchema = z
  .object({
    account_name: z.preprocess((value) => value ?? '', z.string().trim().max(100)),
    jira_url: jiraUrl,
    ...settings,
    is_primary: z.boolean().default(false),
  })
  .superRefine((input, context) => {
    if (input.account_name === '' || input.jira_url === '') {
      context.addIssue({
        code: 'custom',
        path: [input.account_name === '' ? 'account_name' : 'jira_url'],
        message: COMPANY_TEXTS.jira.nameAndUrlRequired,
      });
    }
  });
export type JiraAccountCreateRequest = z.input<typeof JiraAccountCreateRequestSchema>;
export type JiraAccountCreateInput = z.output<typeof JiraAccountCreateRequestSchema>;

/** `PUT /api/admin/jira-accounts/{id}`: the tokens only when a new one was typed. */
export const JiraAccountUpdateRequestSchema = z.object({
  account_name: z.string().trim().min(1, COMPANY_TEXTS.jira.nameAndUrlRequired).max(100).optional(),
  jira_url: jiraUrl
    .refine((value) => value !== '', COMPANY_TEXTS.jira.nameAndUrlRequired)
    .optional(),
  account_description: settings.account_description.optional(),
  jira_email: settings.jira_email.optional(),
  jira_api_token: newToken,
  jira_upload_enabled: z.boolean().optional(),
  jira_upload_username: settings.jira_upload_username.optional(),
  jira_upload_token: newToken,
  jira_project_keys: projectKeys.optional(),
  webhook_enabled: z.boolean().optional(),
  is_primary: z.boolean().optional(),
  is_active: z.boolean().optional(),
});
export type JiraAccountUpdateRequest = z.input<typeof JiraAccountUpdateRequestSchema>;
export type JiraAccountUpdateInput = z.output<typeof JiraAccountUpdateRequestSchema>;

/** A Jira account as the console shows it: tokens only as "has one" and their length. */
export const JiraAccountViewSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  account_name: z.string(),
  account_description: z.string().nullable(),
  jira_url: z.string(),
  jira_email: z.string().nullable(),
  has_api_token: z.boolean(),
  api_token_bytes: z.number(),
  jira_upload_enabled: z.boolean(),
  jira_upload_username: z.string().nullable(),
  has_upload_token: z.boolean(),
  upload_token_bytes: z.number(),
  jira_project_keys: z.array(z.string()),
  webhook_enabled: z.boolean(),
  /** The spec's shape, with the secret in the path (still accepted, when signed). */
  webhook_url_full: z.string(),
  /** The URL to register in Jira, with `webhook_secret` as its signing secret. */
  webhook_url: z.string(),
  webhook_secret: z.string(),
  is_primary: z.boolean(),
  is_active: z.boolean(),
  sync_status: z.string().nullable(),
  last_sync_at: z.string().nullable(),
  /** The last push to an issue Jira refused for good (its issue, why), and when. */
  last_push_error: z.string().nullable(),
  last_push_error_at: z.string().nullable(),
  created_at: z.string(),
});
export type JiraAccountView = z.infer<typeof JiraAccountViewSchema>;

export const JiraAccountsResponseSchema = z.object({
  success: z.literal(true),
  accounts: z.array(JiraAccountViewSchema),
});
export type JiraAccountsResponse = z.infer<typeof JiraAccountsResponseSchema>;

export const JiraAccountResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  account: JiraAccountViewSchema,
});
export type JiraAccountResponse = CommandAnswer<typeof JiraAccountResponseSchema>;

export const JiraAccountRemovedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type JiraAccountRemovedResponse = CommandAnswer<typeof JiraAccountRemovedResponseSchema>;

/** The connection and upload tests (spec 03: success and message). */
export const JiraTestResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type JiraTestResponse = z.infer<typeof JiraTestResponseSchema>;

/** A sync of a company's Jira projects (spec: tasks_synced, message). */
export const JiraSyncResponseSchema = z.object({
  success: z.literal(true),
  tasks_synced: z.number(),
  created: z.number(),
  updated: z.number(),
  message: z.string(),
});
export type JiraSyncResponse = CommandAnswer<typeof JiraSyncResponseSchema>;

/** `POST /api/admin/missions/{id}/jira/status`: no body pushes the mission's own status. */
export const JiraStatusPushRequestSchema = z
  .object({ target_status: JiraTargetStatusSchema.optional() })
  .optional();
export type JiraStatusPushRequest = z.input<typeof JiraStatusPushRequestSchema>;

export const JiraStatusPushResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  status: JiraTargetStatusSchema,
});
export type JiraStatusPushResponse = CommandAnswer<typeof JiraStatusPushResponseSchema>;

/** `POST /api/admin/missions/{id}/jira/upload` (spec: uploaded, total, message). */
export const JiraUploadResponseSchema = z.object({
  success: z.literal(true),
  uploaded: z.number(),
  total: z.number(),
  message: z.string(),
});
export type JiraUploadResponse = CommandAnswer<typeof JiraUploadResponseSchema>;

/** Spec 03 "Calibration status". */
export const JiraCalibrationSchema = z.object({
  status: z.enum(['idle', 'active', 'completed']),
  active: z.boolean(),
  /** The field the calibration saw change (null: none yet). */
  field_id: z.string().nullable(),
  /** The field syncs read rewards from now. */
  effective_field_id: z.string().nullable(),
  price_field_key: z.string().nullable(),
  detected_at: z.string().nullable(),
});
export type JiraCalibration = z.infer<typeof JiraCalibrationSchema>;

export const JiraCalibrationResponseSchema = JiraCalibrationSchema.extend({
  success: z.literal(true),
  account_id: z.string().nullable(),
  message: z.string(),
});
export type JiraCalibrationResponse = z.infer<typeof JiraCalibrationResponseSchema>;

/** What a Jira webhook delivery did (Jira only reads the status). */
export const JiraWebhookResponseSchema = z.object({
  success: z.literal(true),
  outcome: z.string(),
  duplicate: z.boolean(),
});
export type JiraWebhookResponse = z.infer<typeof JiraWebhookResponseSchema>;

/**
 * A Jira webhook body, as far as the platform reads it (Atlassian sends much more, in the v2
 * representation: a description is a plain string there, which `fields` takes as it comes).
 * `user` is who made the change, `timestamp` when (ms).
 */
export const JiraWebhookBodySchema = z.looseObject({
  webhookEvent: z.string(),
  timestamp: z.number().optional(),
  user: z.looseObject({ accountId: z.string().optional() }).optional(),
  issue: z
    .looseObject({
      id: z.string(),
      key: z.string(),
      fields: z.record(z.string(), z.unknown()).default({}),
    })
    .optional(),
  changelog: z
    .looseObject({
      items: z.array(
        z.looseObject({
          field: z.string(),
          fieldtype: z.string().optional(),
          fieldId: z.string().optional(),
          /** The new value's id (an added attachment's id); null when the change removed one. */
          to: z.string().nullable().optional(),
        }),
      ),
    })
    .optional(),
});
export type JiraWebhookBody = z.infer<typeof JiraWebhookBodySchema>;

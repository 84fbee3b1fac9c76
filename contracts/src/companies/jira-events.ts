import { z } from 'zod';
import { defineEvent } from '../envelope';
import { MissionStatusSchema } from '../missions/values';
import { JiraAttachmentViewSchema } from './jira-attachments';
import {
  JiraAccountSettingsSchema,
  JiraTargetStatusSchema,
  SealedSecretSchema,
} from './jira-account-values';

/** An admin connected a Jira Cloud site to a company (it may have several; one is primary). */
export const JiraAccountAdded = defineEvent(
  'JiraAccountAdded',
  JiraAccountSettingsSchema.extend({
    account_id: z.string(),
    company_id: z.string(),
    webhook_secret: SealedSecretSchema,
  }),
);

/** Settings an admin changed; a token is here only when a new one was typed. */
export const JiraAccountChanged = defineEvent(
  'JiraAccountChanged',
  z.object({
    account_id: z.string(),
    company_id: z.string(),
    changes: JiraAccountSettingsSchema.partial(),
  }),
);

export const JiraAccountRemoved = defineEvent(
  'JiraAccountRemoved',
  z.object({ account_id: z.string(), company_id: z.string() }),
);

/**
 * A mission came to follow an issue of the account (imported from it, or a task linked to it),
 * listed on the account's stream in the same append: removing the account withdraws them.
 */
export const JiraAccountMissionListed = defineEvent(
  'JiraAccountMissionListed',
  z.object({ account_id: z.string(), company_id: z.string(), mission_id: z.string() }),
);

/** A sync of the account's projects into missions ended (or failed, with why). */
export const JiraSyncRecorded = defineEvent(
  'JiraSyncRecorded',
  z.object({
    account_id: z.string(),
    company_id: z.string(),
    succeeded: z.boolean(),
    /** Missions created or changed by this sync (a second sync with no change in Jira: 0). */
    tasks_synced: z.number().int().min(0),
    created: z.number().int().min(0),
    updated: z.number().int().min(0),
    message: z.string(),
  }),
);

/** Someone asked to sync the company's Jira accounts; the sync reactor imports their issues. */
export const JiraSyncRequested = defineEvent(
  'JiraSyncRequested',
  z.object({ request_id: z.string(), company_id: z.string() }),
);

/**
 * What the sync reactor did for a request, over the company's connected accounts (each
 * account's own outcome is recorded on it as JiraSyncRecorded).
 */
export const JiraSyncAnswered = defineEvent(
  'JiraSyncAnswered',
  z.object({
    request_id: z.string(),
    company_id: z.string(),
    /** The connected accounts synced (0: none connects, nothing to sync). */
    accounts: z.number().int().min(0),
    created: z.number().int().min(0),
    updated: z.number().int().min(0),
    /** Jira's words for each account whose sync failed. */
    failures: z.array(z.string()),
  }),
);

/** The mission's Jira issue was moved to the status that follows from the mission's. */
export const JiraIssueStatusPushed = defineEvent(
  'JiraIssueStatusPushed',
  z.object({
    mission_id: z.string(),
    account_id: z.string(),
    jira_key: z.string(),
    status: JiraTargetStatusSchema,
    /** Whether Jira moved the issue, or found it there already (a push done again). */
    moved: z.boolean(),
    /** The Jira account (`accountId`) the platform wrote as: its webhook echo names it. */
    written_as: z.string().optional(),
    /** When the platform wrote it (a person's change made before is older than the push). */
    written_at: z.iso.datetime().optional(),
  }),
);

/**
 * The mission follows this Jira issue from now on: the platform opened the issue for a mission
 * the company posted, or a representative linked an existing issue to the company's task.
 */
export const JiraIssueLinked = defineEvent(
  'JiraIssueLinked',
  z.object({
    mission_id: z.string(),
    account_id: z.string(),
    jira_key: z.string(),
    /** `linked`: an existing issue a representative named; absent or `created`: opened by us. */
    origin: z.enum(['created', 'linked']).optional(),
  }),
);

/** A Jira issue of an account went to one mission (stream `jiraissue-<account>-<key>`). */
export const JiraIssueClaimed = defineEvent(
  'JiraIssueClaimed',
  z.object({ account_id: z.string(), jira_key: z.string(), mission_id: z.string() }),
);

/** A validated solution file was attached to the mission's Jira issue. */
export const JiraAttachmentUploaded = defineEvent(
  'JiraAttachmentUploaded',
  z.object({
    mission_id: z.string(),
    account_id: z.string(),
    jira_key: z.string(),
    file_name: z.string(),
    attachment_id: z.string(),
    /** The Jira account (`accountId`) the platform wrote as: its webhook echo names it. */
    written_as: z.string().optional(),
  }),
);

/**
 * A person attached a file to the mission's issue in Jira (told by a webhook); the mission lists
 * it from now on. The platform's own uploads (JiraAttachmentUploaded) never come back as this.
 */
export const JiraAttachmentAdded = defineEvent(
  'JiraAttachmentAdded',
  z.object({
    mission_id: z.string(),
    account_id: z.string(),
    jira_key: z.string(),
    attachment: JiraAttachmentViewSchema,
  }),
);

/** The Jira status an issue was moved to by a person in Jira (name and status category). */
const JiraMoveSchema = z.object({
  mission_id: z.string(),
  account_id: z.string(),
  jira_key: z.string(),
  jira_status: z.string(),
  jira_category: z.enum(['new', 'indeterminate', 'done']),
});

/** A person moved the mission's issue in Jira, and the mission followed (see jira-status-mapping). */
export const MissionStatusMovedInJira = defineEvent(
  'MissionStatusMovedInJira',
  JiraMoveSchema.extend({ status: MissionStatusSchema }),
);

/**
 * A person moved the mission's issue in Jira to a status the mission's state forbids (an
 * operator holds it): the mission stays, and its representatives and admins are told why.
 */
export const JiraTransitionRefused = defineEvent(
  'JiraTransitionRefused',
  JiraMoveSchema.extend({ message: z.string() }),
);

/** A push to the mission's Jira issue failed for good; the mission and account show why. */
export const JiraPushFailed = defineEvent(
  'JiraPushFailed',
  z.object({
    mission_id: z.string(),
    account_id: z.string(),
    jira_key: z.string(),
    /** `label`: marking a linked issue with the mission's label failed. */
    action: z.enum(['create', 'status', 'attachment', 'label']),
    message: z.string(),
  }),
);

const JiraPushActionSchema = z.enum(['status', 'attachment']);

/**
 * An admin asked for a push to the mission's Jira issue (a status, or the validated solution
 * files). The request is recorded first; the push reactor calls Jira and answers it.
 */
export const JiraPushRequested = defineEvent(
  'JiraPushRequested',
  z.object({
    request_id: z.string(),
    mission_id: z.string(),
    action: JiraPushActionSchema,
    /** The status asked for; null: the one the mission's status gives (a status push only). */
    target_status: JiraTargetStatusSchema.nullable(),
  }),
);

/** What the push reactor did for a request; the pushes themselves are recorded beside it. */
export const JiraPushAnswered = defineEvent(
  'JiraPushAnswered',
  z.object({
    request_id: z.string(),
    mission_id: z.string(),
    action: JiraPushActionSchema,
    /** The status pushed (a status push); null for files. */
    status: JiraTargetStatusSchema.nullable(),
    /** Whether Jira moved the issue (false: it was there already, or the push failed). */
    moved: z.boolean(),
    /** Files attached now, and the validated files there were (0: none to attach). */
    uploaded: z.number().int().min(0),
    total: z.number().int().min(0),
    /** Jira's words when the push failed; null when it went through. */
    failure: z.string().nullable(),
  }),
);

/** Calibration began: the next custom field edited on an issue is the price field. */
export const JiraCalibrationStarted = defineEvent(
  'JiraCalibrationStarted',
  z.object({ account_id: z.string(), company_id: z.string() }),
);

/** While calibrating, an edit in Jira changed this custom field. */
export const JiraCalibrationFieldDetected = defineEvent(
  'JiraCalibrationFieldDetected',
  z.object({
    account_id: z.string(),
    company_id: z.string(),
    field_id: z.string(),
    field_name: z.string().nullable(),
    issue_key: z.string(),
  }),
);

/** Calibration ended; later syncs read rewards from the field it found (null: none found). */
export const JiraCalibrationStopped = defineEvent(
  'JiraCalibrationStopped',
  z.object({ account_id: z.string(), company_id: z.string(), field_id: z.string().nullable() }),
);

/** A webhook delivery from Jira, once (its identifier names the stream), and what it did. */
export const JiraWebhookReceived = defineEvent(
  'JiraWebhookReceived',
  z.object({
    account_id: z.string(),
    delivery_id: z.string(),
    webhook_event: z.string(),
    issue_key: z.string().nullable(),
    /** `stale`: the issue state it carried was older than the one the mission already shows. */
    /** `moved`/`refused`: a person's status change in Jira moved the mission, or was refused. */
    /** `attached`: a person's files attached in Jira were added to the mission. */
    outcome: z.enum([
      'created',
      'updated',
      'unchanged',
      'echo',
      'ignored',
      'calibrated',
      'stale',
      'moved',
      'refused',
      'attached',
    ]),
  }),
);

/**
 * A state of the mission's Jira issue (its `updated` time) was applied to the mission, from a
 * webhook delivery or a sync; an older state arriving later is ignored.
 */
export const JiraIssueVersionApplied = defineEvent(
  'JiraIssueVersionApplied',
  z.object({
    mission_id: z.string(),
    account_id: z.string(),
    jira_key: z.string(),
    updated_at: z.iso.datetime(),
  }),
);

export const jiraEvents = [
  JiraAccountAdded,
  JiraAccountChanged,
  JiraAccountRemoved,
  JiraAccountMissionListed,
  JiraSyncRecorded,
  JiraSyncRequested,
  JiraSyncAnswered,
  JiraIssueLinked,
  JiraIssueClaimed,
  JiraIssueStatusPushed,
  JiraAttachmentUploaded,
  JiraAttachmentAdded,
  JiraPushFailed,
  JiraPushRequested,
  JiraPushAnswered,
  MissionStatusMovedInJira,
  JiraTransitionRefused,
  JiraCalibrationStarted,
  JiraCalibrationFieldDetected,
  JiraCalibrationStopped,
  JiraWebhookReceived,
  JiraIssueVersionApplied,
] as const;

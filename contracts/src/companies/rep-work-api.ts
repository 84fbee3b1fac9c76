import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import { ExperienceLevelSchema } from '../operators/character-report';
import { MissionSchema, TaskDescriptionSchema, TaskTitleSchema } from '../missions/marketplace-api';
import type { MissionStatus } from '../missions/values';
import { DEFAULT_REWARD_ASSET } from '../spec/constants';
import { COMPANY_JIRA_TEXTS } from '../spec/company-jira-texts';
import {
  COMPANY_TASK_FILTERS,
  COMPANY_TASK_LIMITS,
  COMPANY_WORK_TEXTS,
} from '../spec/company-work-texts';
import { agreeOnSubtask, subtaskFields } from '../missions/subtask-api';
import { JIRA_ISSUE_KEY, TaskJiraSyncSchema } from './jira-sync-state';

export const CompanyTaskFilterSchema = z.enum(COMPANY_TASK_FILTERS);
export type CompanyTaskFilter = z.infer<typeof CompanyTaskFilterSchema>;

/** The mission statuses each filter lists: in progress is assigned or submitted, completed validated or paid. */
export const MISSION_STATUSES_OF_FILTER: Record<CompanyTaskFilter, readonly MissionStatus[]> = {
  open: ['open'],
  assigned: ['assigned'],
  in_progress: ['assigned', 'submitted'],
  completed: ['validated', 'paid'],
};

export const CompanyMissionsQuerySchema = z.object({ status: CompanyTaskFilterSchema.optional() });
export type CompanyMissionsQuery = z.infer<typeof CompanyMissionsQuerySchema>;

/** What the company owes and has paid in one reward asset. */
export const PaymentTotalsSchema = z.object({
  reward_asset: z.string(),
  /** Rewards of validated missions, not paid yet. */
  rewards_owed: z.number(),
  paid: z.number(),
});
export type PaymentTotals = z.infer<typeof PaymentTotalsSchema>;

export const CompanyMissionsResponseSchema = z.object({
  success: z.literal(true),
  /** The company's missions (spec 02 section 3, "Mission"), newest first. */
  missions: z.array(MissionSchema),
  /**
   * Over all the company's missions, one entry per reward asset; only for a representative
   * with can_view_payments (absent otherwise).
   */
  payment_summary: z.array(PaymentTotalsSchema).optional(),
  /** Each listed mission's link to Jira, by mission id; a mission left out is not linked. */
  jira_sync: z.record(z.string(), TaskJiraSyncSchema),
});
export type CompanyMissionsResponse = z.infer<typeof CompanyMissionsResponseSchema>;

/** A vetted operator as a company sees them (spec 02 section 3, "Operator listing"). */
export const CompanyOperatorSchema = z.object({
  id: z.string(),
  handle: z.string(),
  /** The experience level of their character report; null before they filed one. */
  level: ExperienceLevelSchema.nullable(),
  timezone: z.string().nullable(),
  cohort: z.string().nullable(),
  /** Hours a week they are available. */
  capacity_hours: z.number().nullable(),
  skills: z.array(z.object({ name: z.string() })),
  email_verified: z.boolean(),
});
export type CompanyOperator = z.infer<typeof CompanyOperatorSchema>;

export const CompanyOperatorsResponseSchema = z.object({
  success: z.literal(true),
  operators: z.array(CompanyOperatorSchema),
});
export type CompanyOperatorsResponse = z.infer<typeof CompanyOperatorsResponseSchema>;

const hasAtMostTwoDecimals = (amount: number): boolean =>
  Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** A number, or its text as a form field holds it; a blank field is no amount at all. */
const rewardAmount = z.preprocess(
  (value) =>
    typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value,
  z
    .number({ error: COMPANY_WORK_TEXTS.rewardAmountInvalid })
    .min(0, { error: COMPANY_WORK_TEXTS.rewardAmountInvalid })
    .refine(hasAtMostTwoDecimals, { error: COMPANY_WORK_TEXTS.rewardAmountInvalid }),
);

/** A Jira issue key as typed: trimmed and upper-cased (`nw-12` is NW-12). */
const JiraIssueKeySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(JIRA_ISSUE_KEY, { error: COMPANY_JIRA_TEXTS.issueKeyFormat });

/** Create company task (spec 02 section 3, "Company task creation", and section 5). */
export const CompanyTaskRequestSchema = z
  .object({
    title: TaskTitleSchema,
    description: TaskDescriptionSchema,
    reward_amount: rewardAmount,
    reward_asset: z
      .string()
      .trim()
      .toUpperCase()
      .optional()
      .transform((asset) => asset || DEFAULT_REWARD_ASSET)
      .pipe(z.string().regex(/^[A-Z]{2,10}$/, { error: COMPANY_WORK_TEXTS.rewardAssetInvalid })),
    /** Trimmed, empties dropped. */
    domain_tags: z
      .array(z.string().max(COMPANY_TASK_LIMITS.tagLength, COMPANY_WORK_TEXTS.tagTooLong))
      .max(COMPANY_TASK_LIMITS.tags, COMPANY_WORK_TEXTS.tooManyTags)
      .default([])
      .transform((tags) => tags.map((tag) => tag.trim()).filter((tag) => tag !== '')),
    /** Beyond the spec: an existing issue of the company's Jira the task follows (blank: none). */
    jira_key: z.preprocess(
      (key) => (typeof key === 'string' && key.trim() === '' ? undefined : key),
      JiraIssueKeySchema.optional(),
    ),
    /** A subtask names one of the company's missions as its parent. */
    ...subtaskFields,
  })
  .superRefine(agreeOnSubtask);
export type CompanyTaskRequest = z.input<typeof CompanyTaskRequestSchema>;
export type CompanyTaskInput = z.output<typeof CompanyTaskRequestSchema>;

/** Link one of the company's tasks to an existing issue of its Jira. */
export const TaskJiraLinkRequestSchema = z.object({ jira_key: JiraIssueKeySchema });
export type TaskJiraLinkRequest = z.input<typeof TaskJiraLinkRequestSchema>;

export const TaskJiraLinkResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  mission_id: z.string(),
  jira_key: z.string(),
});
export type TaskJiraLinkResponse = CommandAnswer<typeof TaskJiraLinkResponseSchema>;

/** Company tasks whose Jira link changed, to the representatives who may view the tasks. */
export const TaskJiraSyncPushSchema = z.object({
  tasks: z.array(z.object({ mission_id: z.string(), jira_sync: TaskJiraSyncSchema })),
});
export type TaskJiraSyncPush = z.infer<typeof TaskJiraSyncPushSchema>;

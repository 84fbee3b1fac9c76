import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import { JiraAttachmentViewSchema } from '../companies/jira-attachments';
import { CompanyReputationSummarySchema } from '../companies/reputation-api';
import {
  AssignmentStateSchema,
  DifficultySchema,
  MissionStatusSchema,
  SkillVectorSchema,
} from './values';
import { DEFAULT_ESTIMATED_HOURS, DEFAULT_REWARD_CREDITS, LIMITS } from '../spec/constants';
import { MARKETPLACE_TEXTS } from '../spec/marketplace-texts';
import { SubtaskFamilySchema } from './subtask-api';

/**
 * A mission as every marketplace page shows it (spec 02 section 3, "Marketplace
 * recommendation", without the caller's own p_succ and score). It is also the payload of the
 * `mission.created` and `mission.updated` pushes to the `marketplace` room.
 */
export const MarketplaceMissionSchema = z.object({
  mission_id: z.string(),
  /** The same as `mission_id` (the spec lets a client read either). */
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: MissionStatusSchema,
  difficulty: DifficultySchema,
  estimated_hours: z.string(),
  deadline_at: z.string().nullable(),
  /** The required skills, strongest requirement first. */
  skills: z.array(z.string()),
  required_skill_vector: SkillVectorSchema,
  reward_amount: z.number(),
  reward_asset: z.string(),
  domain_tags: z.array(z.string()),
  region: z.string().nullable(),
  subtask_count: z.number(),
  subtask_titles: z.array(z.string()),
  /** Only operators an admin has vetted may take it. */
  requires_vetted: z.boolean(),
  assignments_count: z.number(),
  created_at: z.string(),
  /** How the company behind the mission decides on work (beyond the spec); null: no company. */
  company_reputation: CompanyReputationSummarySchema.nullable(),
});
export type MarketplaceMission = z.infer<typeof MarketplaceMissionSchema>;

/** A marketplace mission ranked for the caller: chance of success and score (0..2). */
export const RecommendationSchema = MarketplaceMissionSchema.extend({
  /** Null when the caller has no skills on file: there is nothing to estimate a chance from. */
  p_succ: z.number().nullable(),
  score: z.number(),
  /** Why the caller may not take this mission (e.g. it is for vetted operators only); null: they may. */
  closed_reason: z.string().nullable(),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

export const RecommendationsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
});
export type RecommendationsQuery = z.infer<typeof RecommendationsQuerySchema>;

export const RecommendationsResponseSchema = z.object({
  success: z.literal(true),
  recommendations: z.array(RecommendationSchema),
  /** True while the caller holds an unsubmitted assignment: no other task can be taken. */
  apply_blocked: z.boolean(),
  blocked_reason: z.string().nullable(),
});
export type RecommendationsResponse = z.infer<typeof RecommendationsResponseSchema>;

/** Payload of the `marketplace.apply_blocked` push to the operator's own room. */
export const ApplyBlockedMessageSchema = z.object({
  operator_id: z.string(),
  apply_blocked: z.boolean(),
});
export type ApplyBlockedMessage = z.infer<typeof ApplyBlockedMessageSchema>;

export const ApplyRequestSchema = z.object({
  message: z.string().trim().max(LIMITS.questionMaxLength).nullish(),
});
export type ApplyRequest = z.infer<typeof ApplyRequestSchema>;

export const ApplyResponseSchema = z.object({
  success: z.literal(true),
  assignment_id: z.string(),
  message: z.string(),
});
export type ApplyResponse = CommandAnswer<typeof ApplyResponseSchema>;

/** The mission detail (spec 02 section 3, "Mission"). */
export const MissionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: MissionStatusSchema,
  jira_key: z.string().nullable(),
  difficulty: DifficultySchema,
  estimated_hours: z.string(),
  required_skill_vector: SkillVectorSchema,
  reward_amount: z.number(),
  reward_asset: z.string(),
  deadline_at: z.string().nullable(),
  created_at: z.string(),
  domain_tags: z.array(z.string()),
  assignments_count: z.number(),
  assignments: z.array(
    z.object({
      id: z.string(),
      state: AssignmentStateSchema,
      quality_score: z.number().nullable(),
    }),
  ),
  ...SubtaskFamilySchema.shape,
  /**
   * Beyond the spec: files people attached to its Jira issue, oldest first. Only the company's
   * own views carry them (its representatives' task list and pushes); absent elsewhere.
   */
  jira_attachments: z.array(JiraAttachmentViewSchema).optional(),
});
export type Mission = z.infer<typeof MissionSchema>;

export const MissionResponseSchema = z.object({ success: z.literal(true), mission: MissionSchema });
export type MissionResponse = z.infer<typeof MissionResponseSchema>;

/** Comma text to skill names: trimmed, lower case, empties and repeats dropped. */
export function parseSkillList(text: string): string[] {
  const names = text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name.length > 0);
  return [...new Set(names)];
}

/** Skills typed on the task form, each required at full weight. */
export const skillVectorOfList = (names: readonly string[]): Record<string, number> =>
  Object.fromEntries(names.map((name) => [name, 1]));

const requiredText = (max: number) =>
  z
    .string({ error: MARKETPLACE_TEXTS.titleAndDescriptionRequired })
    .trim()
    .min(1, { error: MARKETPLACE_TEXTS.titleAndDescriptionRequired })
    .max(max);

/** A task's title and description, required on every task form (spec 02 section 5). */
export const TaskTitleSchema = requiredText(200);
export const TaskDescriptionSchema = requiredText(20_000);

/** Post a Marketplace Task (spec 02 section 3, "Marketplace task post"). */
export const CreateTaskRequestSchema = z.object({
  title: TaskTitleSchema,
  description: TaskDescriptionSchema,
  difficulty: DifficultySchema.default('intermediate'),
  estimated_hours: z
    .string()
    .trim()
    .max(50)
    .optional()
    .transform((value) => value || DEFAULT_ESTIMATED_HOURS),
  skills: z.string().max(1000).default(''),
  reward_credits: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: MARKETPLACE_TEXTS.rewardCreditsInvalid })
      .min(0, { error: MARKETPLACE_TEXTS.rewardCreditsInvalid })
      .finite({ error: MARKETPLACE_TEXTS.rewardCreditsInvalid })
      .default(DEFAULT_REWARD_CREDITS),
  ),
});
export type CreateTaskRequest = z.input<typeof CreateTaskRequestSchema>;
export type CreateTaskInput = z.output<typeof CreateTaskRequestSchema>;

export const CreateTaskResponseSchema = z.object({
  success: z.literal(true),
  mission_id: z.string(),
  message: z.string(),
});
export type CreateTaskResponse = CommandAnswer<typeof CreateTaskResponseSchema>;

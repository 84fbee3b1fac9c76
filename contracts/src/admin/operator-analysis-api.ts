import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import { AssignmentSchema } from '../missions/assignment-api';
import { MissionSchema } from '../missions/marketplace-api';
import { AssignmentStateSchema, ValidationStatusSchema } from '../missions/values';
import { OnboardingStatusSchema } from '../operators/onboarding-api';
import { LIMITS } from '../spec/constants';
import { OPERATOR_ANALYSIS_TEXTS as T } from '../spec/operator-analysis-texts';

/** The onboarding statuses an admin may give a skill (spec 03 section 4). */
export const ADMIN_SKILL_STATUSES = ['pending', 'validated', 'blocked'] as const;
export const AdminSkillStatusSchema = z.enum(ADMIN_SKILL_STATUSES, { error: T.statusInvalid });
export type AdminSkillStatus = z.infer<typeof AdminSkillStatusSchema>;

/** How a skill's onboarding status shows: validated once passed, blocked when exhausted. */
export const adminSkillStatusOf = (skill: {
  readonly passed: boolean;
  readonly exhausted: boolean;
}): AdminSkillStatus => (skill.passed ? 'validated' : skill.exhausted ? 'blocked' : 'pending');

/** The operator as the analysis screen's Operator Information panel shows them. */
export const AnalysedOperatorSchema = z.object({
  id: z.string(),
  handle: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  role: z.string(),
  status: z.enum(['active', 'suspended', 'pending_verification']),
  cohort: z.string().nullable(),
  email_verified: z.boolean(),
  onboarding_completed: z.boolean(),
  character_report_completed: z.boolean(),
  created_at: z.string(),
  cv: z
    .object({ original_name: z.string(), size: z.number().int(), uploaded_at: z.string() })
    .nullable(),
});
export type AnalysedOperator = z.infer<typeof AnalysedOperatorSchema>;

/** The counted assignment states of spec 03 "Operator stats". */
export const COUNTED_ASSIGNMENT_STATES = [
  'accepted',
  'submitted',
  'validated',
  'failed',
  'paid',
] as const;

/** `GET /api/admin/operators/{id}/stats` (spec 03 "Operator stats"); marketplace missions only. */
export const OperatorStatsResponseSchema = z.object({
  success: z.literal(true),
  operator: AnalysedOperatorSchema,
  assignments: z.object({
    counts: z.object({
      accepted: z.number().int(),
      submitted: z.number().int(),
      validated: z.number().int(),
      failed: z.number().int(),
      paid: z.number().int(),
    }),
    /** Mean quality score (0..1) of the scored assignments; null when none is scored. */
    avg_quality: z.number().nullable(),
    /** Earned: the rewards of validated and paid assignments; paid: of paid ones. */
    totals: z.object({ earned_total: z.number(), paid_total: z.number() }),
    /** Of assignments whose mission has a deadline: submitted by it, or not (or late). */
    deadlines: z.object({ on_time: z.number().int(), missed: z.number().int() }),
  }),
  onboarding_status: OnboardingStatusSchema,
  /** When each marketplace assignment was taken, submitted and validated: the activity graph. */
  activity: z.array(
    z.object({
      taken_at: z.string(),
      submitted_at: z.string().nullable(),
      validated_at: z.string().nullable(),
    }),
  ),
});
export type OperatorStatsResponse = z.infer<typeof OperatorStatsResponseSchema>;

export const ADMIN_ASSIGNMENTS_PAGE_SIZE = { default: 20, max: 100 } as const;

/** Query of `GET /api/admin/assignments`: one operator's assignments, newest first, paged. */
export const AdminAssignmentsQuerySchema = z.object({
  operator_id: z
    .string({ error: T.operatorIdRequired })
    .trim()
    .min(1, T.operatorIdRequired)
    .max(100, T.operatorIdRequired),
  page: z.coerce
    .number({ error: T.pageInvalid })
    .int(T.pageInvalid)
    .min(1, T.pageInvalid)
    .default(1),
  limit: z.coerce
    .number({ error: T.limitInvalid })
    .int(T.limitInvalid)
    .min(1, T.limitInvalid)
    .max(ADMIN_ASSIGNMENTS_PAGE_SIZE.max, T.limitInvalid)
    .default(ADMIN_ASSIGNMENTS_PAGE_SIZE.default),
});
export type AdminAssignmentsQuery = z.input<typeof AdminAssignmentsQuerySchema>;

export const AdminAssignmentsResponseSchema = z.object({
  success: z.literal(true),
  assignments: z.array(AssignmentSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminAssignmentsResponse = z.infer<typeof AdminAssignmentsResponseSchema>;

/** One validation entry of an assignment (a submission's review). */
export const AdminValidationSchema = z.object({
  id: z.string(),
  validation_type: z.string(),
  /** pending until a validator decides. */
  status: ValidationStatusSchema,
  score: z.number().nullable(),
  feedback: z.string().nullable(),
  submitted_at: z.string(),
  validated_at: z.string().nullable(),
});
export type AdminValidation = z.infer<typeof AdminValidationSchema>;

/** `GET /api/admin/assignments/{id}` (spec 03 "Assignment (admin view)"). */
export const AdminAssignmentResponseSchema = z.object({
  success: z.literal(true),
  assignment: AssignmentSchema,
  /** Null for an onboarding task (it has no marketplace mission). */
  mission: MissionSchema.nullable(),
  validations: z.array(AdminValidationSchema),
});
export type AdminAssignmentResponse = z.infer<typeof AdminAssignmentResponseSchema>;

/** As long as a skill name of the character report may be. */
const SKILL_NAME_MAX = 120;

const skillField = z
  .string({ error: T.skillRequired })
  .trim()
  .min(1, T.skillRequired)
  .max(SKILL_NAME_MAX, T.skillTooLong);

export const OperatorMessageRequestSchema = z.object({
  message: z
    .string({ error: T.messageRequired })
    .trim()
    .min(1, T.messageRequired)
    .max(LIMITS.adminMessageMaxLength, T.messageTooLong),
});
export type OperatorMessageRequest = z.infer<typeof OperatorMessageRequestSchema>;

export const OperatorMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  thread_id: z.string(),
  message_id: z.string(),
});
export type OperatorMessageResponse = CommandAnswer<typeof OperatorMessageResponseSchema>;

export const SetSkillStatusRequestSchema = z.object({
  skill: skillField,
  status: AdminSkillStatusSchema,
});
export type SetSkillStatusRequest = z.infer<typeof SetSkillStatusRequestSchema>;

export const ManageSkillsRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('add'),
      skill: skillField,
      status: AdminSkillStatusSchema.default('pending'),
    }),
    z.object({ action: z.literal('remove'), skill: skillField }),
  ],
  { error: T.actionInvalid },
);
export type ManageSkillsRequest = z.input<typeof ManageSkillsRequestSchema>;

export const ClearFailedTasksRequestSchema = z.object({ skill: skillField });
export type ClearFailedTasksRequest = z.infer<typeof ClearFailedTasksRequestSchema>;

export const AdminVerifyEmailRequestSchema = z.object({
  verified: z.literal(true, { error: T.verifiedMustBeTrue }),
});
export type AdminVerifyEmailRequest = z.infer<typeof AdminVerifyEmailRequestSchema>;

/** The answer of every skill command: what changed, and the onboarding as it now is. */
export const SkillCommandResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  onboarding_status: OnboardingStatusSchema,
});
export type SkillCommandResponse = CommandAnswer<typeof SkillCommandResponseSchema>;

export const AdminVerifyEmailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  email_verified: z.literal(true),
});
export type AdminVerifyEmailResponse = CommandAnswer<typeof AdminVerifyEmailResponseSchema>;

/** One onboarding task the operator was given (spec 03 "Onboarding task history"). */
export const TaskHistoryEntrySchema = z.object({
  assignment_id: z.string(),
  title: z.string(),
  difficulty: z.string(),
  status: z.enum(['passed', 'failed', 'pending']),
  /** The how-manieth task of the skill this was (1 for the first). */
  attempts: z.number().int(),
  submitted_at: z.string().nullable(),
  quality_score: z.number().nullable(),
  state: AssignmentStateSchema.nullable(),
});
export type TaskHistoryEntry = z.infer<typeof TaskHistoryEntrySchema>;

export const TaskHistoryResponseSchema = z.object({
  success: z.literal(true),
  skills: z.record(z.string(), z.array(TaskHistoryEntrySchema)),
});
export type TaskHistoryResponse = z.infer<typeof TaskHistoryResponseSchema>;

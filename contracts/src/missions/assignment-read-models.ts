import { z } from 'zod';
import {
  AssignmentSourceSchema,
  AssignmentStateSchema,
  SubmissionFileSchema,
  ValidationLogSchema,
  ValidationStatusSchema,
  ValidatorKindSchema,
} from './values';

export const ASSIGNMENTS_COLLECTION = 'assignments';

/** One operator's attempt at a mission or onboarding task (spec 02 section 3, "Assignment"). */
export const AssignmentDocSchema = z.object({
  _id: z.string(),
  operator_id: z.string(),
  state: AssignmentStateSchema,
  source: AssignmentSourceSchema,
  is_onboarding: z.boolean(),
  mission_id: z.string().nullable(),
  onboarding_task_id: z.string().nullable(),
  skill: z.string().nullable(),
  mission: z.object({
    title: z.string(),
    description: z.string(),
    domain_tags: z.array(z.string()),
    reward_amount: z.number(),
    reward_asset: z.string(),
    onboarding_skill: z.string().nullable(),
  }),
  submission_files: z.array(SubmissionFileSchema),
  submission_notes: z.string().nullable(),
  /** The current validation entry (one per submission). */
  entry_id: z.string().nullable(),
  validation_status: ValidationStatusSchema.nullable(),
  validator_kind: ValidatorKindSchema,
  validator_id: z.string().nullable(),
  quality_score: z.number().nullable(),
  validation_feedback: z.string().nullable(),
  questions: z.array(z.object({ timestamp: z.string(), question: z.string() })),
  decision_due_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  validated_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The validation steps of the current and past submissions. */
  validation_logs: z.array(ValidationLogSchema).optional(),
  /** The last `assignment-<id>` revision applied (keeps re-applied events out). */
  stream_revision: z.number().optional(),
});
export type AssignmentDoc = z.infer<typeof AssignmentDocSchema>;

import { z } from 'zod';
import { StoredFileSchema } from '../files/stored-file';

export const DifficultySchema = z.enum(['beginner', 'intermediate', 'advanced']);
export type Difficulty = z.infer<typeof DifficultySchema>;

export const MissionStatusSchema = z.enum(['open', 'assigned', 'submitted', 'validated', 'paid']);
export type MissionStatus = z.infer<typeof MissionStatusSchema>;

/** Skill name to weight 0..1. */
export const SkillVectorSchema = z.record(z.string(), z.number().min(0).max(1));

export const AssignmentSourceSchema = z.enum(['mission', 'onboarding']);
export type AssignmentSource = z.infer<typeof AssignmentSourceSchema>;

export const AssignmentStateSchema = z.enum([
  'proposed',
  'accepted',
  'submitted',
  'validated',
  'failed',
  'paid',
  'released',
]);
export type AssignmentState = z.infer<typeof AssignmentStateSchema>;

/** The UI's pass / fail / needs_review, and the validation status each maps to. */
export const ValidationDecisionSchema = z.enum(['pass', 'fail', 'needs_review']);
export type ValidationDecision = z.infer<typeof ValidationDecisionSchema>;
export const ValidationStatusSchema = z.enum([
  'pending',
  'validating',
  'approved',
  'rejected',
  'needs_review',
]);
export type ValidationStatus = z.infer<typeof ValidationStatusSchema>;
export const VALIDATION_STATUS_OF_DECISION: Record<ValidationDecision, ValidationStatus> = {
  pass: 'approved',
  fail: 'rejected',
  needs_review: 'needs_review',
};

export const ValidatorKindSchema = z.enum(['peer', 'automated']);

export const SubmissionFileSchema = StoredFileSchema.extend({
  content_type: z.string(),
  uploaded_at: z.string(),
});
export type SubmissionFile = z.infer<typeof SubmissionFileSchema>;

/** One step of a submission's validation, oldest first (spec 02 section 3, `validation_logs`). */
export const ValidationLogSchema = z.object({
  timestamp: z.string(),
  /** queued, claimed, the validation status of a decision, or withdrawn (unsubmitted). */
  status: z.string(),
  message: z.string().nullable(),
});
export type ValidationLog = z.infer<typeof ValidationLogSchema>;

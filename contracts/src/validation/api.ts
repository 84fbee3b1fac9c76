import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import { LIMITS } from '../spec/constants';
import { VALIDATION_RULES, VALIDATION_TEXTS } from '../spec/validation-texts';
import { ValidationDecisionSchema } from '../missions/values';
import { ValidationJobDocSchema, type ValidationJobDoc } from './read-models';

/** A validation job as the API answers it and the `validation.job.*` pushes carry it. */
export const ValidationJobSchema = ValidationJobDocSchema.omit({
  _id: true,
  validator_kind: true,
  stream_revision: true,
});
export type ValidationJob = z.infer<typeof ValidationJobSchema>;

export function toValidationJob(doc: ValidationJobDoc): ValidationJob {
  return {
    validation_entry_id: doc.validation_entry_id,
    assignment_id: doc.assignment_id,
    is_onboarding: doc.is_onboarding,
    mission: doc.mission,
    operator: doc.operator,
    status: doc.status,
    submitted_at: doc.submitted_at,
    submission_files: doc.submission_files,
    submission_notes: doc.submission_notes,
    claimed_by: doc.claimed_by,
    claimed_at: doc.claimed_at,
    decision: doc.decision,
    validation_status: doc.validation_status,
    validation_score: doc.validation_score,
    validation_feedback: doc.validation_feedback,
    validator_type: doc.validator_type,
    validated_at: doc.validated_at,
    updated_at: doc.updated_at,
  };
}

/** `GET /api/validation/open?limit=20`. */
export const OpenValidationJobsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: VALIDATION_TEXTS.limitInvalid })
    .int(VALIDATION_TEXTS.limitInvalid)
    .min(1, VALIDATION_TEXTS.limitInvalid)
    .max(VALIDATION_RULES.openJobsMaxLimit, VALIDATION_TEXTS.limitInvalid)
    .default(LIMITS.openValidationJobsLimit),
});

export const ValidationJobsResponseSchema = z.object({
  success: z.literal(true),
  jobs: z.array(ValidationJobSchema),
});
export type ValidationJobsResponse = z.infer<typeof ValidationJobsResponseSchema>;

/**
 * `POST /api/validation/jobs/{entryId}/operator-complete` (spec 02 section 5): a decision, a
 * score from 0 to 1 (0.8 when left out) and a report, which is required for every decision.
 */
export const OperatorCompleteRequestSchema = z.object({
  decision: z.enum(ValidationDecisionSchema.options, { error: VALIDATION_TEXTS.decisionRequired }),
  score: z
    .number({ error: VALIDATION_TEXTS.scoreInvalid })
    .min(VALIDATION_RULES.scoreMin, VALIDATION_TEXTS.scoreInvalid)
    .max(VALIDATION_RULES.scoreMax, VALIDATION_TEXTS.scoreInvalid)
    .nullish()
    .transform((score) => score ?? VALIDATION_RULES.defaultScore),
  report: z
    .string({ error: VALIDATION_TEXTS.reportRequired })
    .trim()
    .min(1, VALIDATION_TEXTS.reportRequired)
    .max(VALIDATION_RULES.reportMaxLength, VALIDATION_TEXTS.reportTooLong),
});
export type OperatorCompleteRequest = z.input<typeof OperatorCompleteRequestSchema>;

/** The answer of a claim or a decision: the job as it now is. */
export const ValidationJobCommandResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  job: ValidationJobSchema,
});
export type ValidationJobCommandResponse = CommandAnswer<typeof ValidationJobCommandResponseSchema>;

/** Why a job left the open list. */
export const ValidationJobClosedReasonSchema = z.enum(['claimed', 'withdrawn', 'completed']);
export type ValidationJobClosedReason = z.infer<typeof ValidationJobClosedReasonSchema>;

export const ValidationJobClosedMessageSchema = z.object({
  validation_entry_id: z.string(),
  reason: ValidationJobClosedReasonSchema,
});
export type ValidationJobClosedMessage = z.infer<typeof ValidationJobClosedMessageSchema>;

import { z } from 'zod';
import {
  SubmissionFileSchema,
  ValidationDecisionSchema,
  ValidationStatusSchema,
  ValidatorKindSchema,
} from '../missions/values';
import { ValidationJobStatusSchema } from './values';

export const VALIDATION_JOBS_COLLECTION = 'validation_jobs';
/** Working documents of the validation-jobs projection: what a job needs from its assignment. */
export const VALIDATION_JOB_SOURCES_COLLECTION = 'validation_job_sources';
/** Working documents of the validation-jobs projection: each operator's handle. */
export const VALIDATION_JOB_OPERATORS_COLLECTION = 'validation_job_operators';

export const ValidationJobMissionSchema = z.object({
  title: z.string(),
  description: z.string(),
  domain_tags: z.array(z.string()),
});

/** One submission's validation job (spec 02 section 3, "Validation job"), named by its entry id. */
export const ValidationJobDocSchema = z.object({
  _id: z.string(),
  validation_entry_id: z.string(),
  assignment_id: z.string(),
  is_onboarding: z.boolean(),
  mission: ValidationJobMissionSchema,
  operator: z.object({ id: z.string(), handle: z.string().nullable() }),
  validator_kind: ValidatorKindSchema,
  status: ValidationJobStatusSchema,
  submitted_at: z.string(),
  submission_files: z.array(SubmissionFileSchema),
  submission_notes: z.string().nullable(),
  claimed_by: z.string().nullable(),
  claimed_at: z.string().nullable(),
  decision: ValidationDecisionSchema.nullable(),
  validation_status: ValidationStatusSchema.nullable(),
  validation_score: z.number().nullable(),
  validation_feedback: z.string().nullable(),
  validator_type: ValidatorKindSchema.nullable(),
  validated_at: z.string().nullable(),
  updated_at: z.string(),
  /** The last `assignment-<id>` revision applied to this job (keeps re-applied events out). */
  stream_revision: z.number(),
});
export type ValidationJobDoc = z.infer<typeof ValidationJobDocSchema>;

/** What a job needs from its assignment's earlier events, kept per assignment. */
export const ValidationJobSourceDocSchema = z.object({
  _id: z.string(),
  operator_id: z.string(),
  operator_handle: z.string().nullable(),
  is_onboarding: z.boolean(),
  mission: ValidationJobMissionSchema,
  files: z.array(SubmissionFileSchema),
  /** The submission waiting for its ValidationQueued. */
  submission: z
    .object({
      entry_id: z.string(),
      notes: z.string(),
      saved_names: z.array(z.string()),
      submitted_at: z.string(),
    })
    .nullable(),
  stream_revision: z.number(),
});
export type ValidationJobSourceDoc = z.infer<typeof ValidationJobSourceDocSchema>;

export const ValidationJobOperatorDocSchema = z.object({ _id: z.string(), handle: z.string() });
export type ValidationJobOperatorDoc = z.infer<typeof ValidationJobOperatorDocSchema>;

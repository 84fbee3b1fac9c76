import { z } from 'zod';
import { defineEvent } from '../envelope';
import { StoredFileSchema } from '../files/stored-file';
import {
  AssignmentSourceSchema,
  ValidationDecisionSchema,
  ValidationStatusSchema,
  ValidatorKindSchema,
} from './values';

/**
 * The work loop's events. An assignment (stream `assignment-<id>`) is one operator's attempt at
 * a marketplace mission or an onboarding task:
 *   accepted --Submitted--> submitted --Decided(pass)--> validated --(paid later)
 *                 ^  Unsubmitted (while pending/validating)   `--Decided(fail)--> failed --AssignmentRetried--> accepted
 *   accepted/failed --AssignmentReleased--> released (not for onboarding)
 * Submitted and ValidationQueued are appended together; the validation job lives on the same
 * stream (ValidationQueued, ValidationClaimed, Decided), named by its `entry_id`.
 */

/** A mission's single open slot is taken (stream `mission-<id>`): the race for it has one winner. */
export const MissionAssigned = defineEvent(
  'MissionAssigned',
  z.object({ mission_id: z.string(), assignment_id: z.string(), operator_id: z.string() }),
);

/** The mission is open again (its assignment was released, or its creation failed). */
export const MissionReopened = defineEvent(
  'MissionReopened',
  z.object({ mission_id: z.string(), assignment_id: z.string(), reason: z.string() }),
);

/** An operator holds one unsubmitted assignment at most (stream `workslot-<operatorId>`). */
export const WorkSlotTaken = defineEvent(
  'WorkSlotTaken',
  z.object({ operator_id: z.string(), assignment_id: z.string() }),
);
export const WorkSlotFreed = defineEvent(
  'WorkSlotFreed',
  z.object({ operator_id: z.string(), assignment_id: z.string() }),
);

/**
 * The forecast recorded with a take, paired later with the outcome (prediction stats).
 * success_probability: the chance of success the marketplace shows the operator (null when they
 * have no skills on file, as there); expected_hours: the mission's own estimate (the midpoint of
 * a range such as "4-8 hours").
 */
export const AssignmentPredictionSchema = z.object({
  success_probability: z.number().min(0).max(1).nullable(),
  expected_hours: z.number().positive(),
});
export type AssignmentPrediction = z.infer<typeof AssignmentPredictionSchema>;

export const TaskTaken = defineEvent(
  'TaskTaken',
  z.object({
    assignment_id: z.string(),
    operator_id: z.string(),
    source: AssignmentSourceSchema,
    mission_id: z.string().nullable(),
    onboarding_task_id: z.string().nullable(),
    /** The skill an onboarding task proves. */
    skill: z.string().nullable(),
    title: z.string(),
    description: z.string(),
    reward_amount: z.number().min(0),
    reward_asset: z.string(),
    domain_tags: z.array(z.string()),
    validator_kind: ValidatorKindSchema,
    deadline_at: z.iso.datetime().nullable(),
    message: z.string().nullable(),
    /** What the platform predicted when the task was taken (absent on older events). */
    prediction: AssignmentPredictionSchema.optional(),
  }),
);

export const FileUploaded = defineEvent(
  'FileUploaded',
  z.object({
    assignment_id: z.string(),
    file: StoredFileSchema.extend({ content_type: z.string() }),
  }),
);

export const FileRemoved = defineEvent(
  'FileRemoved',
  z.object({ assignment_id: z.string(), saved_name: z.string() }),
);

export const Submitted = defineEvent(
  'Submitted',
  z.object({
    assignment_id: z.string(),
    entry_id: z.string(),
    notes: z.string(),
    saved_names: z.array(z.string()).min(1),
  }),
);

export const ValidationQueued = defineEvent(
  'ValidationQueued',
  z.object({
    assignment_id: z.string(),
    entry_id: z.string(),
    validator_kind: ValidatorKindSchema,
  }),
);

export const Unsubmitted = defineEvent(
  'Unsubmitted',
  z.object({ assignment_id: z.string(), entry_id: z.string() }),
);

export const AssignmentReleased = defineEvent(
  'AssignmentReleased',
  z.object({ assignment_id: z.string(), reason: z.string() }),
);

export const AssignmentRetried = defineEvent(
  'AssignmentRetried',
  z.object({ assignment_id: z.string() }),
);

export const ValidationClaimed = defineEvent(
  'ValidationClaimed',
  z.object({ assignment_id: z.string(), entry_id: z.string(), validator_id: z.string() }),
);

export const Decided = defineEvent(
  'Decided',
  z.object({
    assignment_id: z.string(),
    entry_id: z.string(),
    decision: ValidationDecisionSchema,
    validation_status: ValidationStatusSchema,
    /** 0..1; shown as a percent with 1 decimal. */
    score: z.number().min(0).max(1),
    report: z.string(),
    validator_id: z.string().nullable(),
    validator_type: ValidatorKindSchema,
  }),
);

export const QuestionAsked = defineEvent(
  'QuestionAsked',
  z.object({ assignment_id: z.string(), question: z.string(), asked_by: z.string() }),
);

/** Credits paid for a validated assignment (stream `operator-<id>`; once per assignment). */
export const CreditsAwarded = defineEvent(
  'CreditsAwarded',
  z.object({
    operator_id: z.string(),
    assignment_id: z.string(),
    amount: z.number().min(0),
    reason: z.string(),
  }),
);

export const assignmentEvents = [
  MissionAssigned,
  MissionReopened,
  WorkSlotTaken,
  WorkSlotFreed,
  TaskTaken,
  FileUploaded,
  FileRemoved,
  Submitted,
  ValidationQueued,
  Unsubmitted,
  AssignmentReleased,
  AssignmentRetried,
  ValidationClaimed,
  Decided,
  QuestionAsked,
  CreditsAwarded,
] as const;

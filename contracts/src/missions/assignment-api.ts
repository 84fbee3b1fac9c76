import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import { LIMITS } from '../spec/constants';
import { ASSIGNMENT_TEXTS } from '../spec/assignment-texts';
import {
  AssignmentSourceSchema,
  AssignmentStateSchema,
  MissionStatusSchema,
  SubmissionFileSchema,
  ValidationLogSchema,
  ValidationStatusSchema,
  ValidatorKindSchema,
  type AssignmentState,
  type MissionStatus,
} from './values';

/**
 * An assignment as the API answers it and the `assignment.updated` push carries it (spec 02
 * section 3, "Assignment").
 */
export const AssignmentSchema = z.object({
  id: z.string(),
  state: AssignmentStateSchema,
  source: AssignmentSourceSchema,
  is_onboarding: z.boolean(),
  mission_id: z.string().nullable(),
  onboarding_task_id: z.string().nullable(),
  mission: z.object({
    title: z.string(),
    description: z.string(),
    /** The mission's status as this assignment sees it (assigned while open, then its outcome). */
    status: MissionStatusSchema,
    onboarding_skill: z.string().nullable(),
    location: z.string().nullable(),
    domain_tags: z.array(z.string()),
    reward_amount: z.number(),
    reward_asset: z.string(),
  }),
  operator: z.object({
    id: z.string(),
    handle: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /**
   * A failed marketplace assignment whose mission went back to the marketplace (or to someone
   * else): it cannot be retried, the operator re-applies from the marketplace.
   */
  mission_open_again: z.boolean(),
  submission_files: z.array(SubmissionFileSchema),
  submission_notes: z.string().nullable(),
  entry_id: z.string().nullable(),
  validation_status: ValidationStatusSchema.nullable(),
  /** Who validates: the task's validator kind, or who decided. */
  validator_type: ValidatorKindSchema,
  validator_id: z.string().nullable(),
  /** 0..1, shown as a percent with 1 decimal. */
  quality_score: z.number().nullable(),
  validation_feedback: z.string().nullable(),
  validation_logs: z.array(ValidationLogSchema),
  /** Questions to the company, oldest first (also the conversation history). */
  questions: z.array(z.object({ timestamp: z.string(), question: z.string() })),
  decision_due_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  validated_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Assignment = z.infer<typeof AssignmentSchema>;

const MISSION_STATUS_OF_STATE: Record<AssignmentState, MissionStatus> = {
  proposed: 'assigned',
  accepted: 'assigned',
  failed: 'assigned',
  submitted: 'submitted',
  validated: 'validated',
  paid: 'paid',
  released: 'open',
};

export const missionStatusOfAssignment = (state: AssignmentState): MissionStatus =>
  MISSION_STATUS_OF_STATE[state];

export const AssignmentResponseSchema = z.object({
  success: z.literal(true),
  assignment: AssignmentSchema,
});
export type AssignmentResponse = z.infer<typeof AssignmentResponseSchema>;

export const OperatorAssignmentsResponseSchema = z.object({
  success: z.literal(true),
  assignments: z.array(AssignmentSchema),
});
export type OperatorAssignmentsResponse = z.infer<typeof OperatorAssignmentsResponseSchema>;

/** The answer of every assignment command: the assignment as it now is. */
export const AssignmentCommandResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  assignment: AssignmentSchema,
});
export type AssignmentCommandResponse = CommandAnswer<typeof AssignmentCommandResponseSchema>;

/** The multipart field that carries submission files. */
export const SUBMISSION_FILES_FIELD = 'files';

export const UploadFilesResponseSchema = AssignmentCommandResponseSchema.extend({
  /** The files of this upload, as stored. */
  files: z.array(SubmissionFileSchema),
});
export type UploadFilesResponse = z.infer<typeof UploadFilesResponseSchema>;

export const SubmitRequestSchema = z.object({
  submission_notes: z
    .string({ error: ASSIGNMENT_TEXTS.notesTooLong })
    .trim()
    .max(10_000, ASSIGNMENT_TEXTS.notesTooLong)
    .nullish()
    .transform((notes) => notes ?? ''),
});
export type SubmitRequest = z.infer<typeof SubmitRequestSchema>;

export const AskQuestionRequestSchema = z.object({
  question: z
    .string({ error: ASSIGNMENT_TEXTS.questionRequired })
    .trim()
    .min(1, ASSIGNMENT_TEXTS.questionRequired)
    .max(LIMITS.questionMaxLength, ASSIGNMENT_TEXTS.questionTooLong),
});
export type AskQuestionRequest = z.infer<typeof AskQuestionRequestSchema>;

export const QuestionSchema = z.object({ timestamp: z.string(), question: z.string() });
export type Question = z.infer<typeof QuestionSchema>;

export const AskQuestionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  questions: z.array(QuestionSchema),
});
export type AskQuestionResponse = CommandAnswer<typeof AskQuestionResponseSchema>;

/** Spec 02 section 3, "Conversation history". */
export const ConversationHistoryResponseSchema = z.object({
  success: z.literal(true),
  questions: z.array(QuestionSchema),
  has_jira: z.boolean(),
  jira_key: z.string().nullable(),
  description_last_updated: z.string(),
});
export type ConversationHistoryResponse = z.infer<typeof ConversationHistoryResponseSchema>;

/** Spec 02 section 3, "Validation status". */
export const ValidationStatusResponseSchema = z.object({
  success: z.literal(true),
  validation_status: ValidationStatusSchema.nullable(),
  validation_score: z.number().nullable(),
  validation_feedback: z.string().nullable(),
  validated_at: z.string().nullable(),
  validator_type: ValidatorKindSchema,
});
export type ValidationStatusResponse = z.infer<typeof ValidationStatusResponseSchema>;

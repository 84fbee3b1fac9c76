import { z } from 'zod';

export const AUDIT_LOG_COLLECTION = 'audit_log';

/**
 * One row of the admin audit log (spec 03): an event an admin or founder appended, or one
 * appended in a session an admin impersonated. `_id` is the event's id.
 */
export const AuditLogDocSchema = z.object({
  _id: z.string(),
  created_at: z.string(),
  action: z.string(),
  actor_id: z.string().nullable(),
  actor_role: z.string(),
  impersonator_id: z.string().nullable(),
  /** The id of the aggregate the event is about (its stream's id without the prefix). */
  target_id: z.string(),
  /** The stream whose timeline the row opens. */
  stream: z.string(),
  event_type: z.string(),
  ip_address: z.string().nullable(),
  description: z.string(),
});
export type AuditLogDoc = z.infer<typeof AuditLogDocSchema>;

export const PREDICTION_OUTCOMES_COLLECTION = 'prediction_outcomes';

/**
 * A prediction recorded when an assignment was taken, with what came of it (`_id`: the
 * assignment id). Outcome fields stay null until the assignment is submitted and decided; a
 * later decision (after a retry) replaces an earlier one.
 */
export const PredictionOutcomeDocSchema = z.object({
  _id: z.string(),
  stream_revision: z.number().int().optional(),
  operator_id: z.string(),
  mission_id: z.string().nullable(),
  taken_at: z.string(),
  success_probability: z.number().nullable(),
  expected_hours: z.number(),
  submitted_at: z.string().nullable(),
  /** Hours from taking the task to its latest submission. */
  actual_hours: z.number().nullable(),
  decided_at: z.string().nullable(),
  passed: z.boolean().nullable(),
  quality_score: z.number().nullable(),
});
export type PredictionOutcomeDoc = z.infer<typeof PredictionOutcomeDocSchema>;

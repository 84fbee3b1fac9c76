import { z } from 'zod';
import { EventPositionSchema } from '../http/event-position';

/** `DELETE /api/admin/operators/{id}`: the placeholder handle the account now shows. */
export const DeleteOperatorResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  operator_id: z.string(),
  handle: z.string(),
  /** Sessions the deletion ended. */
  sessions_revoked: z.number().int(),
  position: EventPositionSchema,
});
export type DeleteOperatorResponse = z.infer<typeof DeleteOperatorResponseSchema>;

/** `POST /api/admin/operators/{id}/reset-onboarding`. */
export const ResetOnboardingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  operator_id: z.string(),
  onboarding_completed: z.literal(false),
  character_report_completed: z.literal(false),
  /** Onboarding assignments dropped with the progress. */
  assignments_dropped: z.number().int(),
  position: EventPositionSchema,
});
export type ResetOnboardingResponse = z.infer<typeof ResetOnboardingResponseSchema>;

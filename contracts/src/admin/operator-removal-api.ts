import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';

/** `DELETE /api/admin/operators/{id}`: the placeholder handle the account now shows. */
export const DeleteOperatorResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  operator_id: z.string(),
  handle: z.string(),
  /** Sessions the deletion ended. */
  sessions_revoked: z.number().int(),
});
export type DeleteOperatorResponse = CommandAnswer<typeof DeleteOperatorResponseSchema>;

/** `POST /api/admin/operators/{id}/reset-onboarding`. */
export const ResetOnboardingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  operator_id: z.string(),
  onboarding_completed: z.literal(false),
  character_report_completed: z.literal(false),
  /** Onboarding assignments dropped with the progress. */
  assignments_dropped: z.number().int(),
});
export type ResetOnboardingResponse = CommandAnswer<typeof ResetOnboardingResponseSchema>;

import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import { LIMITS } from '../spec/constants';

export const AdminSettingsSchema = z.object({
  current_cohort: z.object({ name: z.string() }),
  operators_under_construction: z.object({ enabled: z.boolean() }),
  updated_at: z.string().nullable(),
  /** Account id of who changed a setting last, and that account's username. */
  updated_by: z.string().nullable(),
  updated_by_username: z.string().nullable(),
});
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;

export const PublicSettingsSchema = z.object({
  operators_under_construction: z.boolean(),
  current_cohort: z.string(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

export const SetCurrentCohortRequestSchema = z.object({
  name: z
    .string({ error: 'Cohort name is required' })
    .trim()
    .min(1, 'Cohort name is required')
    .max(LIMITS.cohortNameMax, `Cohort name must be at most ${LIMITS.cohortNameMax} characters`),
});
export type SetCurrentCohortRequest = z.infer<typeof SetCurrentCohortRequestSchema>;

export const SetOperatorsUnderConstructionRequestSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
export type SetOperatorsUnderConstructionRequest = z.infer<
  typeof SetOperatorsUnderConstructionRequestSchema
>;

/** `POST /api/admin/settings` takes either setting, or both, in the shape GET returns. */
export const UpdateSettingsRequestSchema = z
  .object({
    current_cohort: SetCurrentCohortRequestSchema.optional(),
    operators_under_construction: SetOperatorsUnderConstructionRequestSchema.optional(),
  })
  .refine((body) => body.current_cohort || body.operators_under_construction, {
    message: 'Nothing to update: send current_cohort or operators_under_construction',
  });
export type UpdateSettingsRequest = z.infer<typeof UpdateSettingsRequestSchema>;

export const SettingsCommandResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  settings: AdminSettingsSchema,
});
export type SettingsCommandResponse = CommandAnswer<typeof SettingsCommandResponseSchema>;

import { z } from 'zod';

export const SETTINGS_COLLECTION = 'settings';
export const SETTINGS_DOC_ID = 'platform';

export const DEFAULT_COHORT_NAME = 'Genesis Cohort';

export const SettingsDocSchema = z.object({
  _id: z.literal(SETTINGS_DOC_ID),
  current_cohort: z.object({ name: z.string() }),
  operators_under_construction: z.object({ enabled: z.boolean() }),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  /** Revision of the last event of the settings stream applied here (none: the defaults). */
  stream_revision: z.number().optional(),
});
export type SettingsDoc = z.infer<typeof SettingsDocSchema>;

export const DEFAULT_SETTINGS: SettingsDoc = {
  _id: SETTINGS_DOC_ID,
  current_cohort: { name: DEFAULT_COHORT_NAME },
  // Spec 03 section 9: the "Tasks under construction" notice starts enabled.
  operators_under_construction: { enabled: true },
  updated_at: null,
  updated_by: null,
};

import {
  DEFAULT_SETTINGS,
  type AdminSettings,
  type PublicSettings,
  type SettingsDoc,
} from '@morphic/contracts';

export function toAdminSettings(doc: SettingsDoc | null): AdminSettings {
  const settings = doc ?? DEFAULT_SETTINGS;
  return {
    current_cohort: settings.current_cohort,
    operators_under_construction: settings.operators_under_construction,
    updated_at: settings.updated_at,
    updated_by: settings.updated_by,
  };
}

export function toPublicSettings(doc: SettingsDoc | null): PublicSettings {
  const settings = doc ?? DEFAULT_SETTINGS;
  return {
    operators_under_construction: settings.operators_under_construction.enabled,
    current_cohort: settings.current_cohort.name,
  };
}

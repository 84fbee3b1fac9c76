import {
  ACCOUNTS_COLLECTION,
  DEFAULT_SETTINGS,
  SETTINGS_COLLECTION,
  SETTINGS_DOC_ID,
  type AccountDoc,
  type SettingsDoc,
} from '@morphic/contracts/server';
import type { AdminSettings, PublicSettings } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';

export const loadSettingsDoc = (store: ReadStore): Promise<SettingsDoc | null> =>
  store.collection<SettingsDoc>(SETTINGS_COLLECTION).findOne({ _id: SETTINGS_DOC_ID });

export function toAdminSettings(
  doc: SettingsDoc | null,
  updatedByUsername: string | null,
): AdminSettings {
  const settings = doc ?? DEFAULT_SETTINGS;
  return {
    current_cohort: settings.current_cohort,
    operators_under_construction: settings.operators_under_construction,
    updated_at: settings.updated_at,
    updated_by: settings.updated_by,
    updated_by_username: updatedByUsername,
  };
}

/** The admin console's settings, naming who changed them last. */
export async function loadAdminSettings(store: ReadStore): Promise<AdminSettings> {
  const doc = await loadSettingsDoc(store);
  const editor = doc?.updated_by
    ? await store.collection<AccountDoc>(ACCOUNTS_COLLECTION).findOne({ _id: doc.updated_by })
    : null;
  return toAdminSettings(doc, editor?.username ?? null);
}

export function toPublicSettings(doc: SettingsDoc | null): PublicSettings {
  const settings = doc ?? DEFAULT_SETTINGS;
  return {
    operators_under_construction: settings.operators_under_construction.enabled,
    current_cohort: settings.current_cohort.name,
  };
}

import {
  DEFAULT_SETTINGS,
  SETTINGS_COLLECTION,
  SETTINGS_DOC_ID,
  type SettingsDoc,
} from '@morphic/contracts/server';
import { ROOMS } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { defineProjection, type ProjectedEvent, type Push } from '../runtime/projection';
import { loadAdminSettings, loadSettingsDoc, toPublicSettings } from './views';

const settingsOf = (store: ReadStore) => store.collection<SettingsDoc>(SETTINGS_COLLECTION);

async function change(
  store: ReadStore,
  event: ProjectedEvent,
  edit: (doc: SettingsDoc) => SettingsDoc,
): Promise<void> {
  const current = (await loadSettingsDoc(store)) ?? DEFAULT_SETTINGS;
  const next = {
    ...edit(current),
    updated_at: event.metadata.at,
    updated_by: event.metadata.actorId,
  };
  await settingsOf(store).replaceOne({ _id: SETTINGS_DOC_ID }, next, { upsert: true });
}

async function settingsPushes(store: ReadStore): Promise<Push[]> {
  return [
    {
      rooms: [ROOMS.everyone],
      message: 'settings.public',
      data: toPublicSettings(await loadSettingsDoc(store)),
    },
    {
      rooms: [ROOMS.role('admin'), ROOMS.role('founder')],
      message: 'settings.admin',
      data: await loadAdminSettings(store),
    },
  ];
}

/** The platform settings of the admin console (spec 03, Settings). */
export const settingsProjection = defineProjection({
  name: 'settings',
  version: 1,
  collections: [SETTINGS_COLLECTION],
  apply: {
    CurrentCohortSet: (event, store) =>
      change(store, event, (doc) => ({ ...doc, current_cohort: { name: event.data.name } })),
    OperatorsUnderConstructionSet: (event, store) =>
      change(store, event, (doc) => ({
        ...doc,
        operators_under_construction: { enabled: event.data.enabled },
      })),
  },
  pushes: {
    CurrentCohortSet: (_event, store) => settingsPushes(store),
    OperatorsUnderConstructionSet: (_event, store) => settingsPushes(store),
  },
});

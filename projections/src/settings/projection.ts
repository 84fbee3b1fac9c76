import {
  DEFAULT_SETTINGS,
  SETTINGS_COLLECTION,
  SETTINGS_DOC_ID,
  type SettingsDoc,
} from '@morphic/contracts/server';
import { ROOMS } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import type { ProjectedEvent, Push } from '../runtime/projection';
import { defineStreamProjection } from '../runtime/stream-projection';
import { loadAdminSettings, loadSettingsDoc, toPublicSettings } from './views';

/** Who changed the settings last, and when. */
const stamp = ({ metadata }: ProjectedEvent) => ({
  updated_at: metadata.at,
  updated_by: metadata.actorId,
});

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

/** The platform settings of the admin console (spec 03, Settings), from their one stream. */
export const settingsProjection = defineStreamProjection<
  SettingsDoc,
  'CurrentCohortSet' | 'OperatorsUnderConstructionSet'
>({
  name: 'settings',
  version: 1,
  collection: SETTINGS_COLLECTION,
  documentId: () => SETTINGS_DOC_ID,
  evolve: {
    CurrentCohortSet: (doc, event) => ({
      ...(doc ?? DEFAULT_SETTINGS),
      current_cohort: { name: event.data.name },
      ...stamp(event),
    }),
    OperatorsUnderConstructionSet: (doc, event) => ({
      ...(doc ?? DEFAULT_SETTINGS),
      operators_under_construction: { enabled: event.data.enabled },
      ...stamp(event),
    }),
  },
  pushes: {
    CurrentCohortSet: (_event, store) => settingsPushes(store),
    OperatorsUnderConstructionSet: (_event, store) => settingsPushes(store),
  },
});

import type { AdminSettings, PublicSettings, SettingsCommandResponse } from '@morphic/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { positionGate } from '../../lib/realtime/positions';
import { adminSettingsKey, publicSettingsKey } from './queries';

/** What every visitor sees of the admin settings. */
export function toPublicSettings(settings: AdminSettings): PublicSettings {
  return {
    operators_under_construction: settings.operators_under_construction.enabled,
    current_cohort: settings.current_cohort.name,
  };
}

/** A settings command answered: show its result now (the pushes that follow agree). */
export function applySettingsCommand(
  queryClient: QueryClient,
  response: SettingsCommandResponse,
): void {
  if (positionGate.accept('settings.admin', response.position)) {
    queryClient.setQueryData(adminSettingsKey, response.settings);
  }
  if (positionGate.accept('settings.public', response.position)) {
    queryClient.setQueryData(publicSettingsKey, toPublicSettings(response.settings));
  }
}

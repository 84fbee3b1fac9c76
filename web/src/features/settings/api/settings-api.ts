import {
  type AdminSettings,
  AdminSettingsSchema,
  type PublicSettings,
  PublicSettingsSchema,
  type SetCurrentCohortRequest,
  type SetOperatorsUnderConstructionRequest,
  type SettingsCommandResponse,
  SettingsCommandResponseSchema,
} from '@morphic/contracts';
import { apiRequest } from '../../../lib/api-client';

export function fetchPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return apiRequest('/api/settings/public', PublicSettingsSchema, { signal, token: null });
}

export function fetchAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  return apiRequest('/api/admin/settings', AdminSettingsSchema, { signal });
}

export function setCurrentCohort(body: SetCurrentCohortRequest): Promise<SettingsCommandResponse> {
  return apiRequest('/api/admin/settings/current_cohort', SettingsCommandResponseSchema, {
    method: 'POST',
    body,
  });
}

export function setOperatorsUnderConstruction(
  body: SetOperatorsUnderConstructionRequest,
): Promise<SettingsCommandResponse> {
  return apiRequest(
    '/api/admin/settings/operators-under-construction',
    SettingsCommandResponseSchema,
    { method: 'POST', body },
  );
}

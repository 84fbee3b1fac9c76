import {
  ADMIN_ENDPOINTS,
  type AdminSettings,
  type PublicSettings,
  type SetCurrentCohortRequest,
  type SetOperatorsUnderConstructionRequest,
  type SettingsCommandResponse,
} from '@morphic/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint';

export function fetchPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return callEndpoint(ADMIN_ENDPOINTS.publicSettings, { signal, token: null });
}

export function fetchAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  return callEndpoint(ADMIN_ENDPOINTS.settings, { signal });
}

export function setCurrentCohort(body: SetCurrentCohortRequest): Promise<SettingsCommandResponse> {
  return callEndpoint(ADMIN_ENDPOINTS.setCurrentCohort, { body });
}

export function setOperatorsUnderConstruction(
  body: SetOperatorsUnderConstructionRequest,
): Promise<SettingsCommandResponse> {
  return callEndpoint(ADMIN_ENDPOINTS.setOperatorsUnderConstruction, { body });
}

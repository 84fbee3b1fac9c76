import { IDENTITY_ENDPOINTS, type MeResponse, type SwitchBackResponse } from '@morphic/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint';

export function fetchMe(token: string, signal?: AbortSignal): Promise<MeResponse> {
  return callEndpoint(IDENTITY_ENDPOINTS.me, { token, signal });
}

/** Revokes the token on the server. */
export async function logout(token: string): Promise<null> {
  await callEndpoint(IDENTITY_ENDPOINTS.logout, { token });
  return null;
}

/** Ends an impersonation: the server answers with the admin's own token. */
export function switchBack(token: string): Promise<SwitchBackResponse> {
  return callEndpoint(IDENTITY_ENDPOINTS.switchBack, { token });
}

import {
  type LoginRequest,
  type LoginResponse,
  LoginResponseSchema,
  type MeResponse,
  MeResponseSchema,
  type SwitchBackResponse,
  SwitchBackResponseSchema,
} from '@morphic/contracts';
import { apiRequest, ignoredBody } from '../../../lib/api-client';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest('/api/auth/login', LoginResponseSchema, { method: 'POST', body, token: null });
}

export function fetchMe(token: string, signal?: AbortSignal): Promise<MeResponse> {
  return apiRequest('/api/auth/me', MeResponseSchema, { token, signal });
}

/** Revokes the token on the server. */
export function logout(token: string): Promise<null> {
  return apiRequest('/api/auth/logout', ignoredBody, { method: 'POST', token });
}

/** Ends an impersonation: the server answers with the admin's own token. */
export function switchBack(token: string): Promise<SwitchBackResponse> {
  return apiRequest('/api/admin/impersonation/switch-back', SwitchBackResponseSchema, {
    method: 'POST',
    token,
  });
}

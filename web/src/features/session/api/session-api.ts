import {
  type LoginRequest,
  type LoginResponse,
  LoginResponseSchema,
  type MeResponse,
  MeResponseSchema,
} from '@morphic/contracts';
import { apiRequest, ignoredBody, type ResponseSchema } from '../../../lib/api-client';

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

interface SwitchBackResponse {
  readonly token: string;
}

// The switch-back answer has no schema in contracts yet; the client only needs its token.
const switchBackResponse: ResponseSchema<SwitchBackResponse> = {
  safeParse: (data) =>
    typeof data === 'object' &&
    data !== null &&
    'token' in data &&
    typeof data.token === 'string' &&
    data.token.length > 0
      ? { success: true, data: { token: data.token } }
      : { success: false, error: { message: 'switch-back answer has no token' } },
};

/** Ends an impersonation: the server answers with the admin's own token. */
export function switchBack(token: string): Promise<SwitchBackResponse> {
  return apiRequest('/api/admin/impersonation/switch-back', switchBackResponse, {
    method: 'POST',
    token,
  });
}

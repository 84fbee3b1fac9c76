import {
  IDENTITY_ENDPOINTS,
  localPasswordStrength,
  type PasswordStrength,
  type PasswordStrengthRequest,
} from '@morphic/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint';

export type StrengthSource = 'server' | 'local';

export interface StrengthVerdict {
  readonly strength: PasswordStrength;
  readonly source: StrengthSource;
}

/** The server's strength check (public, no token). */
export async function checkPasswordStrength(
  request: PasswordStrengthRequest,
  signal?: AbortSignal,
): Promise<PasswordStrength> {
  const response = await callEndpoint(IDENTITY_ENDPOINTS.checkPasswordStrength, {
    body: request,
    token: null,
    signal,
  });
  return response.strength;
}

/**
 * The server's verdict, or the local fallback scoring when the call fails (the failure is
 * only logged, spec 01 section 8). An abort is passed on: the caller moved on.
 */
export async function strengthVerdict(
  request: PasswordStrengthRequest,
  signal?: AbortSignal,
): Promise<StrengthVerdict> {
  try {
    return { strength: await checkPasswordStrength(request, signal), source: 'server' };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Password strength check failed; using the local scoring', error);
    return { strength: localPasswordStrength(request.password), source: 'local' };
  }
}

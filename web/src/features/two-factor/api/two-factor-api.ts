import {
  TwoFactorSetupResponseSchema,
  TwoFactorStatusResponseSchema,
  type TwoFactorSetupResponse,
  type TwoFactorStatusResponse,
} from '@morphic/contracts';
import { apiRequest } from '../../../lib/api-client';

/** A secret to scan (the one already offered, if the set-up was started before). */
export function startTwoFactorSetup(): Promise<TwoFactorSetupResponse> {
  return apiRequest('/api/auth/2fa/setup', TwoFactorSetupResponseSchema, { method: 'POST' });
}

export function enableTwoFactor(code: string): Promise<TwoFactorStatusResponse> {
  return apiRequest('/api/auth/2fa/enable', TwoFactorStatusResponseSchema, {
    method: 'POST',
    body: { code },
  });
}

export function disableTwoFactor(code: string): Promise<TwoFactorStatusResponse> {
  return apiRequest('/api/auth/2fa/disable', TwoFactorStatusResponseSchema, {
    method: 'POST',
    body: { code },
  });
}

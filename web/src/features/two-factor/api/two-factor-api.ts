import {
  IDENTITY_ENDPOINTS,
  type TwoFactorSetupResponse,
  type TwoFactorStatusResponse,
} from '@morphic/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** A secret to scan (the one already offered, if the set-up was started before). */
export function startTwoFactorSetup(): Promise<TwoFactorSetupResponse> {
  return callEndpoint(IDENTITY_ENDPOINTS.twoFactorSetup);
}

export function enableTwoFactor(code: string): Promise<TwoFactorStatusResponse> {
  return callEndpoint(IDENTITY_ENDPOINTS.twoFactorEnable, { body: { code } });
}

export function disableTwoFactor(code: string): Promise<TwoFactorStatusResponse> {
  return callEndpoint(IDENTITY_ENDPOINTS.twoFactorDisable, { body: { code } });
}

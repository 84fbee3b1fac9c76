import {
  IDENTITY_ENDPOINTS,
  type PasswordResetDoneResponse,
  type ResetRequestedResponse,
  type VerifyResetTokenResponse,
} from '@morphic/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** Mails a reset link to the email's accounts; the answer never says whether one exists. */
export function sendResetLink(email: string): Promise<ResetRequestedResponse> {
  return callEndpoint(IDENTITY_ENDPOINTS.forgotPassword, { body: { email }, token: null });
}

export function verifyResetToken(
  token: string,
  signal?: AbortSignal,
): Promise<VerifyResetTokenResponse> {
  return callEndpoint(IDENTITY_ENDPOINTS.verifyResetToken, {
    params: { token },
    token: null,
    signal,
  });
}

export function resetPassword(token: string, password: string): Promise<PasswordResetDoneResponse> {
  return callEndpoint(IDENTITY_ENDPOINTS.resetPassword, {
    body: { token, password },
    token: null,
  });
}

import {
  PasswordResetDoneResponseSchema,
  ResetRequestedResponseSchema,
  VerifyResetTokenResponseSchema,
  type PasswordResetDoneResponse,
  type ResetRequestedResponse,
  type VerifyResetTokenResponse,
} from '@morphic/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Mails a reset link to the email's accounts; the answer never says whether one exists. */
export function sendResetLink(email: string): Promise<ResetRequestedResponse> {
  return apiRequest('/api/auth/forgot-password', ResetRequestedResponseSchema, {
    method: 'POST',
    body: { email },
    token: null,
  });
}

export function verifyResetToken(
  token: string,
  signal?: AbortSignal,
): Promise<VerifyResetTokenResponse> {
  return apiRequest(
    `/api/auth/verify-reset-token/${encodeURIComponent(token)}`,
    VerifyResetTokenResponseSchema,
    { token: null, signal },
  );
}

export function resetPassword(token: string, password: string): Promise<PasswordResetDoneResponse> {
  return apiRequest('/api/auth/reset-password', PasswordResetDoneResponseSchema, {
    method: 'POST',
    body: { token, password },
    token: null,
  });
}

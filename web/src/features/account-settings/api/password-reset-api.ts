import { type ResetRequestedResponse, ResetRequestedResponseSchema } from '@morphic/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Asks for a password reset link for an account (the answer never says whether it exists). */
export function requestPasswordReset(usernameOrEmail: string): Promise<ResetRequestedResponse> {
  return apiRequest('/api/auth/password-reset/request', ResetRequestedResponseSchema, {
    method: 'POST',
    body: { username_or_email: usernameOrEmail },
  });
}

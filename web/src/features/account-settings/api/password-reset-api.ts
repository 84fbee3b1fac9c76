import { IDENTITY_ENDPOINTS, type ResetRequestedResponse } from '@morphic/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** Asks for a password reset link for an account (the answer never says whether it exists). */
export function requestPasswordReset(usernameOrEmail: string): Promise<ResetRequestedResponse> {
  return callEndpoint(IDENTITY_ENDPOINTS.passwordResetRequest, {
    body: { username_or_email: usernameOrEmail },
  });
}

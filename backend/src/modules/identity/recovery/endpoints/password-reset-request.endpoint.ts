import { IDENTITY_ENDPOINTS, SIGN_IN_TEXTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { PasswordResetRequests } from '../password-reset-requests';

const { passwordResetRequest } = IDENTITY_ENDPOINTS;

/** Mails a reset link to the account with this username or email, if there is one. */
@HandlesEndpoint(passwordResetRequest)
export class PasswordResetRequest {
  constructor(private readonly resetRequests: PasswordResetRequests) {}

  handle({
    body,
    context,
  }: EndpointRequest<typeof passwordResetRequest>): Promise<Reply<typeof passwordResetRequest>> {
    return this.resetRequests.request(
      { by: 'username_or_email', value: body.username_or_email },
      'email_verification',
      SIGN_IN_TEXTS.resetRequested,
      context,
    );
  }
}

import { IDENTITY_ENDPOINTS, SIGN_IN_TEXTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { PasswordResetRequests } from '../password-reset-requests';

const { forgotPassword } = IDENTITY_ENDPOINTS;

/** Mails a reset link to the account with this email, if there is one. */
@HandlesEndpoint(forgotPassword)
export class ForgotPassword {
  constructor(private readonly resetRequests: PasswordResetRequests) {}

  handle({
    body,
    context,
  }: EndpointRequest<typeof forgotPassword>): Promise<Reply<typeof forgotPassword>> {
    return this.resetRequests.request(
      { by: 'email', value: body.email },
      'reset_password',
      SIGN_IN_TEXTS.resetLinkSent,
      context,
    );
  }
}

import { IDENTITY_ENDPOINTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ResetPassword } from '../commands/reset-password.handler';
import { resetPasswordWith } from '../password-reset-answer';

const { resetPassword } = IDENTITY_ENDPOINTS;

/** Sets a new password with the token from the mailed link. */
@HandlesEndpoint(resetPassword)
export class ResetPasswordEndpoint {
  constructor(private readonly commands: CommandBus) {}

  handle({
    body,
    context,
  }: EndpointRequest<typeof resetPassword>): Promise<Reply<typeof resetPassword>> {
    return resetPasswordWith(
      this.commands,
      new ResetPassword(body.token, body.password, null, context),
    );
  }
}

import { IDENTITY_ENDPOINTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ResetPassword } from '../commands/reset-password.handler';
import { resetPasswordWith } from '../password-reset-answer';

const { passwordResetVerify } = IDENTITY_ENDPOINTS;

/** Sets a new password with the account id and token from the mailed link. */
@HandlesEndpoint(passwordResetVerify)
export class PasswordResetVerify {
  constructor(private readonly commands: CommandBus) {}

  handle({
    body,
    context,
  }: EndpointRequest<typeof passwordResetVerify>): Promise<Reply<typeof passwordResetVerify>> {
    return resetPasswordWith(
      this.commands,
      new ResetPassword(body.token, body.new_password, body.uid, context),
    );
  }
}

import { IDENTITY_ENDPOINTS, SIGN_UP_TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { VerifyEmail } from '../verification/commands/verify-email.handler';

const { verifyEmail } = IDENTITY_ENDPOINTS;

/** Checks the code mailed to an email address, verifying it for sign-up. */
@HandlesEndpoint(verifyEmail)
export class VerifyEmailEndpoint {
  constructor(private readonly commands: CommandBus) {}

  async handle({
    body,
    context,
  }: EndpointRequest<typeof verifyEmail>): Promise<Reply<typeof verifyEmail>> {
    const { position } = await this.commands.execute(
      new VerifyEmail(body.email, body.code, context),
    );
    return { success: true, message: SIGN_UP_TEXTS.emailVerified, position };
  }
}

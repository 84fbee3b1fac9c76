import {
  IDENTITY_ENDPOINTS,
  LIMITS,
  SIGN_UP_TEXTS,
  VERIFICATION_CODE_TTL_MINUTES,
} from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { SendVerificationCode } from '../verification/commands/send-verification-code.handler';

const { sendVerification } = IDENTITY_ENDPOINTS;

/** Mails a sign-up verification code to an email address. */
@HandlesEndpoint(sendVerification)
export class SendVerification {
  constructor(private readonly commands: CommandBus) {}

  async handle({
    body,
    context,
  }: EndpointRequest<typeof sendVerification>): Promise<Reply<typeof sendVerification>> {
    const { position } = await this.commands.execute(new SendVerificationCode(body.email, context));
    return {
      success: true,
      message: SIGN_UP_TEXTS.codeSent,
      expires_in_seconds: VERIFICATION_CODE_TTL_MINUTES * 60,
      resend_after_seconds: LIMITS.verificationResendCooldownSeconds,
      position,
    };
  }
}

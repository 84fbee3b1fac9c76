import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { VerificationMailReactor } from './verification/reactors/verification-mail.reactor';
import { VerifyOperatorEmailHandler } from './email/commands/verify-operator-email.handler';
import { IdentityModule } from '../identity.module';
import { SignUpOperatorHandler } from './registration/commands/sign-up-operator.handler';
import { SendVerificationCodeHandler } from './verification/commands/send-verification-code.handler';
import { VerifyEmailHandler } from './verification/commands/verify-email.handler';
import { SignUpCodes } from './verification/sign-up-code';
import { VerificationCodes } from './verification/verification-codes';

/** Sign-up (operators; company representatives use its codes): password strength, email verification codes and registration. */
@Module({
  imports: [IdentityModule],
  controllers: endpointHandlersIn(__dirname),
  providers: [
    VerificationCodes,
    SignUpCodes,
    SendVerificationCodeHandler,
    VerificationMailReactor,
    VerifyEmailHandler,
    VerifyOperatorEmailHandler,
    SignUpOperatorHandler,
  ],
  exports: [SignUpCodes],
})
export class SignUpModule {}

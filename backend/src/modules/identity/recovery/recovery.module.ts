import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { PasswordResetMailReactor } from './reactors/password-reset-mail.reactor';
import { ResetTokens } from './reset-token';
import { IdentityModule } from '../identity.module';
import { RequestPasswordResetHandler } from './commands/request-password-reset.handler';
import { ResetPasswordHandler } from './commands/reset-password.handler';
import { VerifyResetTokenHandler } from './queries/verify-reset-token.handler';
import { PasswordResetRequests } from './password-reset-requests';

/** Password recovery by mailed link. */
@Module({
  imports: [IdentityModule],
  controllers: endpointHandlersIn(__dirname),
  providers: [
    ResetTokens,
    PasswordResetRequests,
    RequestPasswordResetHandler,
    PasswordResetMailReactor,
    ResetPasswordHandler,
    VerifyResetTokenHandler,
  ],
})
export class RecoveryModule {}

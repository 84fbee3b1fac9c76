import { Module } from '@nestjs/common';
import { PasswordResetMailReactor } from './reactors/password-reset-mail.reactor';
import { ResetTokens } from './reset-token';
import { IdentityModule } from '../identity.module';
import { RequestPasswordResetHandler } from './commands/request-password-reset.handler';
import { ResetPasswordHandler } from './commands/reset-password.handler';
import { VerifyResetTokenHandler } from './queries/verify-reset-token.handler';
import { RecoveryController } from './recovery.controller';

/** Password recovery by mailed link. */
@Module({
  imports: [IdentityModule],
  controllers: [RecoveryController],
  providers: [
    ResetTokens,
    RequestPasswordResetHandler,
    PasswordResetMailReactor,
    ResetPasswordHandler,
    VerifyResetTokenHandler,
  ],
})
export class RecoveryModule {}

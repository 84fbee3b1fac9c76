import { Module } from '@nestjs/common';
import { ConfirmTwoFactorCodeHandler } from './commands/confirm-two-factor-code.handler';
import { StartTwoFactorSetupHandler } from './commands/start-two-factor-setup.handler';
import { TwoFactorSignIn } from './two-factor-sign-in';
import { TwoFactorController } from './two-factor.controller';

/** TOTP two-factor sign-in: the login step, and its set-up from Settings. */
@Module({
  controllers: [TwoFactorController],
  providers: [TwoFactorSignIn, StartTwoFactorSetupHandler, ConfirmTwoFactorCodeHandler],
  exports: [TwoFactorSignIn],
})
export class TwoFactorModule {}

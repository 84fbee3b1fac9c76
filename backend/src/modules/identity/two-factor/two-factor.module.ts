import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { ConfirmTwoFactorCodeHandler } from './commands/confirm-two-factor-code.handler';
import { StartTwoFactorSetupHandler } from './commands/start-two-factor-setup.handler';
import { TwoFactorSignIn } from './two-factor-sign-in';

/** TOTP two-factor sign-in: the login step, and its set-up from Settings. */
@Module({
  controllers: endpointHandlersIn(__dirname),
  providers: [TwoFactorSignIn, StartTwoFactorSetupHandler, ConfirmTwoFactorCodeHandler],
  exports: [TwoFactorSignIn],
})
export class TwoFactorModule {}

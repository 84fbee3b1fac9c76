import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { RegisterOperatorHandler } from './operator/commands/register-operator.handler';
import { LogInHandler } from './session/commands/log-in.handler';
import { LogOutHandler } from './session/commands/log-out.handler';
import { GetSessionUserHandler } from './session/queries/get-session-user.handler';
import { HasCompanyAccountHandler } from './session/queries/has-company-account.handler';
import { OpenSessions } from './session/open-sessions';
import { SessionEndings } from './session/session-endings';
import { SessionIssuer } from './session/session-issuer';
import { TwoFactorModule } from './two-factor/two-factor.module';

@Module({
  imports: [TwoFactorModule],
  controllers: endpointHandlersIn(__dirname),
  providers: [
    RegisterOperatorHandler,
    LogInHandler,
    LogOutHandler,
    GetSessionUserHandler,
    HasCompanyAccountHandler,
    SessionIssuer,
    OpenSessions,
    SessionEndings,
  ],
  exports: [SessionIssuer, OpenSessions, SessionEndings],
})
export class IdentityModule {}

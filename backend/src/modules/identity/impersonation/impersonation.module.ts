import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { IdentityModule } from '../identity.module';
import { EndImpersonationHandler } from './commands/end-impersonation.handler';
import { StartImpersonationHandler } from './commands/start-impersonation.handler';
import { ImpersonationStart } from './impersonation-start';

/** Admins acting as operators and company representatives, and switching back. */
@Module({
  imports: [IdentityModule],
  controllers: endpointHandlersIn(__dirname),
  providers: [StartImpersonationHandler, EndImpersonationHandler, ImpersonationStart],
})
export class ImpersonationModule {}

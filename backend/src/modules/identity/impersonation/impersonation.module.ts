import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity.module';
import { EndImpersonationHandler } from './commands/end-impersonation.handler';
import { StartImpersonationHandler } from './commands/start-impersonation.handler';
import { ImpersonationController } from './impersonation.controller';

/** Admins acting as operators and company representatives, and switching back. */
@Module({
  imports: [IdentityModule],
  controllers: [ImpersonationController],
  providers: [StartImpersonationHandler, EndImpersonationHandler],
})
export class ImpersonationModule {}

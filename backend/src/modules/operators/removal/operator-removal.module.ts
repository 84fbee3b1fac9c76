import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { IdentityModule } from '../../identity/identity.module';
import { DeleteOperatorHandler } from './commands/delete-operator.handler';

/** Deleting an operator: anonymised read models, released identifiers, ended sessions. */
@Module({
  imports: [IdentityModule],
  controllers: endpointHandlersIn(__dirname),
  providers: [DeleteOperatorHandler],
})
export class OperatorRemovalModule {}

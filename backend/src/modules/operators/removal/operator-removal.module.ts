import { Module } from '@nestjs/common';
import { IdentityModule } from '../../identity/identity.module';
import { DeleteOperatorHandler } from './commands/delete-operator.handler';
import { OperatorRemovalController } from './operator-removal.controller';

/** Deleting an operator: anonymised read models, released identifiers, ended sessions. */
@Module({
  imports: [IdentityModule],
  controllers: [OperatorRemovalController],
  providers: [DeleteOperatorHandler],
})
export class OperatorRemovalModule {}

import { Module } from '@nestjs/common';
import { IdentityModule } from '../../identity/identity.module';
import { AdminOperatorsController } from './admin-operators.controller';
import { BulkSetFlagsHandler } from './commands/bulk-set-flags.handler';
import { ChangeOperatorHandler } from './commands/change-operator.handler';
import { CreateOperatorHandler } from './commands/create-operator.handler';
import { ImportOperatorsHandler } from './commands/import-operators.handler';
import { SetOperatorPasswordHandler } from './commands/set-operator-password.handler';
import { OperatorCommandsController } from './operator-commands.controller';
import { GetAdminOperatorHandler } from './queries/get-admin-operator.handler';
import { ListOperatorsHandler } from './queries/list-operators.handler';

/** The System console's Operators, Admins and Validators tabs (spec 03); impersonation has its own module. */
@Module({
  imports: [IdentityModule],
  controllers: [AdminOperatorsController, OperatorCommandsController],
  providers: [
    ListOperatorsHandler,
    GetAdminOperatorHandler,
    CreateOperatorHandler,
    ChangeOperatorHandler,
    BulkSetFlagsHandler,
    SetOperatorPasswordHandler,
    ImportOperatorsHandler,
  ],
})
export class AdminOperatorsModule {}

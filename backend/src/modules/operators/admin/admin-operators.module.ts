import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { IdentityModule } from '../../identity/identity.module';
import { BulkSetFlagsHandler } from './commands/bulk-set-flags.handler';
import { ChangeOperatorHandler } from './commands/change-operator.handler';
import { CreateOperatorHandler } from './commands/create-operator.handler';
import { ImportOperatorsHandler } from './commands/import-operators.handler';
import { SetOperatorPasswordHandler } from './commands/set-operator-password.handler';
import { OperatorAnswers } from './operator-answers';
import { GetAdminOperatorHandler } from './queries/get-admin-operator.handler';
import { ListOperatorsHandler } from './queries/list-operators.handler';

/** The System console's Operators, Admins and Validators tabs (spec 03); impersonation has its own module. */
@Module({
  imports: [IdentityModule],
  controllers: endpointHandlersIn(__dirname),
  providers: [
    ListOperatorsHandler,
    GetAdminOperatorHandler,
    CreateOperatorHandler,
    ChangeOperatorHandler,
    BulkSetFlagsHandler,
    SetOperatorPasswordHandler,
    ImportOperatorsHandler,
    OperatorAnswers,
  ],
})
export class AdminOperatorsModule {}

import { Module } from '@nestjs/common';
import { IdentifierReservations } from './identifier/identifier-reservations';
import { RegisterOperatorHandler } from './operator/commands/register-operator.handler';
import { AuthController } from './session/auth.controller';
import { LogInHandler } from './session/commands/log-in.handler';
import { LogOutHandler } from './session/commands/log-out.handler';
import { GetSessionUserHandler } from './session/queries/get-session-user.handler';

@Module({
  controllers: [AuthController],
  providers: [
    IdentifierReservations,
    RegisterOperatorHandler,
    LogInHandler,
    LogOutHandler,
    GetSessionUserHandler,
  ],
  exports: [IdentifierReservations],
})
export class IdentityModule {}

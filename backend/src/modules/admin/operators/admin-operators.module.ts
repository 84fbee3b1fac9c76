import { Module } from '@nestjs/common';
import { AdminOperatorsController } from './admin-operators.controller';
import { ListOperatorsHandler } from './queries/list-operators.handler';

/** The System console's Operators tab (spec 03): the list; impersonation has its own module. */
@Module({
  controllers: [AdminOperatorsController],
  providers: [ListOperatorsHandler],
})
export class AdminOperatorsModule {}

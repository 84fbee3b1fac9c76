import type { AdminOperatorFull, OPERATOR_ADMIN_ENDPOINTS } from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { ChangeOperator, type OperatorChange } from './commands/change-operator.handler';
import { GetAdminOperator } from './queries/get-admin-operator.handler';

/** What the console's operator commands answer: the operator once the change is in. */
export type OperatorAnswer = Reply<(typeof OPERATOR_ADMIN_ENDPOINTS)['adminUpdateOperator']>;

/** Changes an operator and answers them as the console shows them afterwards. */
@Injectable()
export class OperatorAnswers {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async change(
    operatorId: string,
    change: OperatorChange,
    message: string,
    caller: Principal,
    context: CommandContext,
  ): Promise<OperatorAnswer> {
    const { position } = await this.commands.execute(
      new ChangeOperator(operatorId, change, caller, context),
    );
    return this.answer(operatorId, message, position);
  }

  operator(operatorId: string): Promise<AdminOperatorFull> {
    return this.queries.execute(new GetAdminOperator(operatorId));
  }

  /** The operator as the console shows them once the change is in. */
  async answer(
    operatorId: string,
    message: string,
    position: LogPosition | null,
  ): Promise<OperatorAnswer> {
    await this.readYourWrites.settled(position);
    return { success: true, message, operator: await this.operator(operatorId), position };
  }
}

import { OPERATOR_ADMIN_ENDPOINTS, OPERATORS_CONSOLE_TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { CreateOperator } from '../commands/create-operator.handler';
import { OperatorAnswers } from '../operator-answers';

const { adminCreateOperator } = OPERATOR_ADMIN_ENDPOINTS;

/** Creates an operator account from the System console. */
@HandlesEndpoint(adminCreateOperator)
export class AdminCreateOperator {
  constructor(
    private readonly commands: CommandBus,
    private readonly answers: OperatorAnswers,
  ) {}

  async handle({
    body,
    caller,
    context,
  }: EndpointRequest<typeof adminCreateOperator>): Promise<Reply<typeof adminCreateOperator>> {
    const { operatorId, position } = await this.commands.execute(
      new CreateOperator(body, caller.roles, context),
    );
    return this.answers.answer(operatorId, OPERATORS_CONSOLE_TEXTS.operatorCreated, position);
  }
}

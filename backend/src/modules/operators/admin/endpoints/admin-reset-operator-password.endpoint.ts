import { OPERATOR_ADMIN_ENDPOINTS, OPERATORS_CONSOLE_TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { SetOperatorPassword } from '../commands/set-operator-password.handler';

const { adminResetOperatorPassword } = OPERATOR_ADMIN_ENDPOINTS;

/** Sets a new password for an operator. */
@HandlesEndpoint(adminResetOperatorPassword)
export class ResetOperatorPassword {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async handle({
    params: { id: operatorId },
    body,
    caller,
    context,
  }: EndpointRequest<typeof adminResetOperatorPassword>): Promise<
    Reply<typeof adminResetOperatorPassword>
  > {
    const { position } = await this.commands.execute(
      new SetOperatorPassword(operatorId, body.password, caller, context),
    );
    await this.readYourWrites.settled(position);
    return { success: true, message: OPERATORS_CONSOLE_TEXTS.passwordReset, position };
  }
}

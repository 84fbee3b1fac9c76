import { OPERATOR_REMOVAL_ENDPOINTS, OPERATOR_REMOVAL_TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { DeleteOperator } from '../commands/delete-operator.handler';

const { deleteOperator } = OPERATOR_REMOVAL_ENDPOINTS;

/** Deletes an operator from the System console (spec 03: a delete that really deletes). */
@HandlesEndpoint(deleteOperator)
export class DeleteOperatorAccount {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async handle({
    params: { id: operatorId },
    caller,
    context,
  }: EndpointRequest<typeof deleteOperator>): Promise<Reply<typeof deleteOperator>> {
    const { handle, previousHandle, sessionsRevoked, position } = await this.commands.execute(
      new DeleteOperator(operatorId, { id: caller.accountId, username: caller.username }, context),
    );
    // The list the console refetches next must no longer show the account.
    await this.readYourWrites.settled(position);
    return {
      success: true,
      message: OPERATOR_REMOVAL_TEXTS.deleted(previousHandle, handle),
      operator_id: operatorId,
      handle,
      sessions_revoked: sessionsRevoked,
      position,
    };
  }
}

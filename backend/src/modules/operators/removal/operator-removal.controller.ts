import { OPERATOR_REMOVAL_ENDPOINTS, OPERATOR_REMOVAL_TEXTS } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { PathParam } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { DeleteOperator } from './commands/delete-operator.handler';

const { deleteOperator } = OPERATOR_REMOVAL_ENDPOINTS;

/** Deleting an operator from the System console (spec 03: a delete that really deletes). */
@ApiTags('admin')
@Controller()
export class OperatorRemovalController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Endpoint(deleteOperator)
  async delete(
    @PathParam('id') operatorId: string,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof deleteOperator>> {
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

import { OPERATORS_ENDPOINTS, PROFILE_TEXTS } from '@morphic/contracts';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { GetSessionUser } from '../../../identity/session/queries/get-session-user.handler';
import { assertOperator } from '../assert-operator';
import { UpdateProfile } from '../commands/update-profile.handler';

const { updateProfile } = OPERATORS_ENDPOINTS;

/** Changes the caller's own profile and answers their session user. */
@HandlesEndpoint(updateProfile)
export class UpdateOwnProfile {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async handle({
    body,
    caller,
    context,
  }: EndpointRequest<typeof updateProfile>): Promise<Reply<typeof updateProfile>> {
    assertOperator(caller);
    const { position } = await this.commands.execute(
      new UpdateProfile(caller.accountId, body, context),
    );
    await this.readYourWrites.settled(position);
    const user = await this.queries.execute(
      new GetSessionUser(caller.accountId, caller.impersonatorId),
    );
    return { success: true, user, message: PROFILE_TEXTS.updated, position };
  }
}

import { IDENTITY_ENDPOINTS, IMPERSONATION_TEXTS } from '@morphic/contracts';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { GetSessionUser } from '../../session/queries/get-session-user.handler';
import { EndImpersonation } from '../commands/end-impersonation.handler';

const { switchBack } = IDENTITY_ENDPOINTS;

/** Ends an impersonation: the admin's own session again. */
@HandlesEndpoint(switchBack)
export class SwitchBack {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async handle({
    caller,
    context,
  }: EndpointRequest<typeof switchBack>): Promise<Reply<typeof switchBack>> {
    const session = await this.commands.execute(new EndImpersonation(caller, context));
    // The new token must work on the very next request: its session is in the read model.
    await this.readYourWrites.settled(session.position);
    const user = await this.queries.execute(new GetSessionUser(session.accountId, null));
    return {
      success: true,
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
      user,
      message: IMPERSONATION_TEXTS.switchedBack,
      position: session.position,
    };
  }
}

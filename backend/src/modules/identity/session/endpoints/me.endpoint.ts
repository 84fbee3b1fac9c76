import { IDENTITY_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetSessionUser } from '../queries/get-session-user.handler';

const { me } = IDENTITY_ENDPOINTS;

/** The signed-in user, as the session (and any impersonation) sees them. */
@HandlesEndpoint(me)
export class CurrentUser {
  constructor(private readonly queries: QueryBus) {}

  async handle({ caller }: EndpointRequest<typeof me>): Promise<Reply<typeof me>> {
    const user = await this.queries.execute(
      new GetSessionUser(caller.accountId, caller.impersonatorId),
    );
    return { success: true, user };
  }
}

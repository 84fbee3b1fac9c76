import { MISSIONS_ADMIN_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ListAdminMissions } from '../queries/list-admin-missions.handler';

const { adminMissions } = MISSIONS_ADMIN_ENDPOINTS;

/** The Tasks tab: missions by title, description or id, status and owner, newest first. */
@HandlesEndpoint(adminMissions)
export class AdminMissions {
  constructor(private readonly queries: QueryBus) {}

  handle({ query }: EndpointRequest<typeof adminMissions>): Promise<Reply<typeof adminMissions>> {
    return this.queries.execute(new ListAdminMissions(query));
  }
}

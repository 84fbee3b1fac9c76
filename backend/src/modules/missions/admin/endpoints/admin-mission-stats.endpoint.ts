import { MISSIONS_ADMIN_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetMissionStats } from '../queries/get-mission-stats.handler';

const { adminMissionStats } = MISSIONS_ADMIN_ENDPOINTS;

/** The mission analysis screen. */
@HandlesEndpoint(adminMissionStats)
export class AdminMissionStats {
  constructor(private readonly queries: QueryBus) {}

  handle({
    params: { id: missionId },
  }: EndpointRequest<typeof adminMissionStats>): Promise<Reply<typeof adminMissionStats>> {
    return this.queries.execute(new GetMissionStats(missionId));
  }
}

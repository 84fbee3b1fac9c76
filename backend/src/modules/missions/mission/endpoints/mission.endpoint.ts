import { MISSIONS_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetMission } from '../queries/get-mission.handler';

const { mission } = MISSIONS_ENDPOINTS;

/** A mission with its assignments. */
@HandlesEndpoint(mission)
export class MissionPage {
  constructor(private readonly queries: QueryBus) {}

  handle({ params: { id } }: EndpointRequest<typeof mission>): Promise<Reply<typeof mission>> {
    return this.queries.execute(new GetMission(id));
  }
}

import { MISSIONS_ENDPOINTS } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { PathParam } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { GetMission } from './queries/get-mission.handler';

const { mission } = MISSIONS_ENDPOINTS;

@ApiTags('missions')
@Controller()
export class MissionsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(mission)
  get(@PathParam('id') missionId: string): Promise<Reply<typeof mission>> {
    return this.queries.execute(new GetMission(missionId));
  }
}

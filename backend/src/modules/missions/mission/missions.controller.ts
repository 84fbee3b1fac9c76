import type { MissionResponse } from '@morphic/contracts';
import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../infrastructure/auth/access.decorator';
import { GetMission } from './queries/get-mission.handler';

@ApiTags('missions')
@ApiBearerAuth()
@Controller('api/missions')
export class MissionsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @Access('user')
  get(@Param('id') missionId: string): Promise<MissionResponse> {
    return this.queries.execute(new GetMission(missionId));
  }
}

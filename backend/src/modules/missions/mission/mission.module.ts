import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { PostMissionHandler } from './commands/post-mission.handler';
import { MissionReopenReactor } from './reactors/mission-reopen.reactor';
import { GetMissionHandler } from './queries/get-mission.handler';

/** The mission aggregate: posting, the mission page, and reopening a released mission. */
@Module({
  controllers: endpointHandlersIn(__dirname),
  providers: [PostMissionHandler, GetMissionHandler, MissionReopenReactor],
})
export class MissionModule {}

import { Module } from '@nestjs/common';
import { PostMissionHandler } from './commands/post-mission.handler';
import { MissionsController } from './missions.controller';
import { MissionReopenReactor } from './reactors/mission-reopen.reactor';
import { GetMissionHandler } from './queries/get-mission.handler';

/** The mission aggregate: posting, the mission page, and reopening a released mission. */
@Module({
  controllers: [MissionsController],
  providers: [PostMissionHandler, GetMissionHandler, MissionReopenReactor],
})
export class MissionModule {}

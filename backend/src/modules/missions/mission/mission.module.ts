import { Module } from '@nestjs/common';
import { PostMissionHandler } from './commands/post-mission.handler';
import { MissionReservations } from './mission-reservations';
import { MissionsController } from './missions.controller';
import { GetMissionHandler } from './queries/get-mission.handler';

/** The mission aggregate: posting, its one slot (reserve / reopen), and the mission page. */
@Module({
  controllers: [MissionsController],
  providers: [MissionReservations, PostMissionHandler, GetMissionHandler],
  exports: [MissionReservations],
})
export class MissionModule {}

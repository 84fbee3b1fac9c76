import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { ChangeMissionHandler } from './commands/change-mission.handler';
import { CloneMissionHandler } from './commands/clone-mission.handler';
import { UploadAdminFilesHandler } from './commands/upload-admin-files.handler';
import { AdminMissionAnswer } from './endpoints/admin-mission-answer';
import { AdminUpload } from './endpoints/admin-upload';
import { GetMissionStatsHandler } from './queries/get-mission-stats.handler';
import { ListAdminMissionsHandler } from './queries/list-admin-missions.handler';

/**
 * The System console's Tasks tab and mission analysis screen. Posting and taking go through the
 * mission and marketplace modules' own commands (PostMission, TakeMission); the Jira upload test
 * through the MissionJiraFiles port, which companies implements.
 */
@Module({
  controllers: endpointHandlersIn(__dirname),
  providers: [
    ChangeMissionHandler,
    CloneMissionHandler,
    UploadAdminFilesHandler,
    ListAdminMissionsHandler,
    GetMissionStatsHandler,
    AdminMissionAnswer,
    AdminUpload,
  ],
})
export class MissionsAdminModule {}

import { Module } from '@nestjs/common';
import { JiraModule } from '../../companies/jira/jira.module';
import { JiraIssuePush } from '../../companies/jira/push/jira-issue-push';
import { ChangeMissionHandler } from './commands/change-mission.handler';
import { CloneMissionHandler } from './commands/clone-mission.handler';
import { UploadAdminFilesHandler } from './commands/upload-admin-files.handler';
import { MissionsAdminController } from './missions-admin.controller';
import { GetMissionStatsHandler } from './queries/get-mission-stats.handler';
import { ListAdminMissionsHandler } from './queries/list-admin-missions.handler';

/**
 * The System console's Tasks tab and mission analysis screen. Posting and taking go through the
 * mission and marketplace modules' own commands (PostMission, TakeMission); the Jira upload test
 * through the Jira module's accounts and connections.
 */
@Module({
  imports: [JiraModule],
  controllers: [MissionsAdminController],
  providers: [
    ChangeMissionHandler,
    CloneMissionHandler,
    UploadAdminFilesHandler,
    // The Jira module keeps its pusher to itself; the Jira upload test needs one of its own.
    JiraIssuePush,
    ListAdminMissionsHandler,
    GetMissionStatsHandler,
  ],
})
export class MissionsAdminModule {}

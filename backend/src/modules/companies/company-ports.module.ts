import { Global, Module } from '@nestjs/common';
import { MISSION_JIRA_FILES } from '../missions/admin/mission-jira-files.port';
import { COMPANY_REP_READERS } from '../missions/marketplace/company-rep-readers.port';
import { JiraModule } from './jira/jira.module';
import { JiraIssuePush } from './jira/push/jira-issue-push';
import { MissionJiraFilesViaPush } from './jira/push/mission-jira-files-via-push';
import { CompanyRepAccess } from './rep-work/company-rep-access';
import { CompanyRepWorkModule } from './rep-work/company-rep-work.module';

/**
 * What companies provides to the ports the missions context defines. Global, so that missions
 * injects the ports by their tokens without importing anything of companies.
 */
@Global()
@Module({
  imports: [JiraModule, CompanyRepWorkModule],
  providers: [
    JiraIssuePush,
    { provide: MISSION_JIRA_FILES, useClass: MissionJiraFilesViaPush },
    {
      provide: COMPANY_REP_READERS,
      inject: [CompanyRepAccess],
      useFactory: (access: CompanyRepAccess) => ({
        assertMayRead: async (principal: Parameters<CompanyRepAccess['assertAllowed']>[0]) =>
          (await access.assertAllowed(principal)).account,
      }),
    },
  ],
  exports: [MISSION_JIRA_FILES, COMPANY_REP_READERS],
})
export class CompanyPortsModule {}

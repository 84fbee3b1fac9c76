import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { AddJiraAccountHandler } from './commands/add-jira-account.handler';
import { ChangeJiraAccountHandler } from './commands/change-jira-account.handler';
import { RemoveJiraAccountHandler } from './commands/remove-jira-account.handler';
import { DevJiraWebhooks } from './dev-jira-webhooks';
import { JiraAccountViews } from './jira-account-views';
import { JiraAccounts } from './jira-accounts';
import { JiraConnections } from './jira-connections';
import { JiraSecrets } from './jira-secrets';
import { SyncCompanyJiraHandler } from './sync/commands/sync-company-jira.handler';
import { JiraCompanySync } from './sync/jira-company-sync';
import { JiraSyncRequestReactor } from './sync/reactors/jira-sync-request.reactor';
import { JiraSyncRuns } from './sync/jira-sync-runs';
import { JiraIssueImport } from './sync/jira-issue-import';
import { PushMissionToJiraHandler } from './push/commands/push-mission-to-jira.handler';
import { JiraIssuePush } from './push/jira-issue-push';
import { JiraIssueReactor } from './push/jira-issue.reactor';
import { JiraPushRequestReactor } from './push/jira-push-request.reactor';
import { JiraIssueCreateReactor } from './push/jira-issue-create.reactor';
import { JiraCalibrationRuns } from './calibration/jira-calibration';
import { JiraAttachmentArrivals } from './attachments/jira-attachment-arrivals';
import { JiraAttachmentDownloads } from './attachments/jira-attachment-downloads';
import { JiraStatusMoves } from './status/jira-status-moves';
import { JiraWriters } from './status/jira-writers';
import { ReceiveJiraWebhookHandler } from './webhook/commands/receive-jira-webhook.handler';
import { JiraWebhookReceiver } from './webhook/jira-webhook-receiver';
import { CompanyRepWorkModule } from '../rep-work/company-rep-work.module';
import { CompanyUploadAccount } from './debug/company-upload-account';
import { JiraUploadDebug } from './debug/jira-upload-debug';

/** Companies' Jira accounts (sealed tokens, connection tests) and the sync of their issues. */
@Module({
  imports: [CompanyRepWorkModule],
  controllers: endpointHandlersIn(__dirname),
  providers: [
    DevJiraWebhooks,
    JiraSecrets,
    JiraAccounts,
    JiraAccountViews,
    JiraConnections,
    AddJiraAccountHandler,
    ChangeJiraAccountHandler,
    RemoveJiraAccountHandler,
    SyncCompanyJiraHandler,
    JiraCompanySync,
    JiraSyncRequestReactor,
    JiraSyncRuns,
    JiraIssueImport,
    JiraStatusMoves,
    JiraAttachmentArrivals,
    JiraAttachmentDownloads,
    JiraWriters,
    JiraCalibrationRuns,
    JiraIssuePush,
    JiraIssueReactor,
    JiraPushRequestReactor,
    JiraIssueCreateReactor,
    PushMissionToJiraHandler,
    ReceiveJiraWebhookHandler,
    JiraWebhookReceiver,
    CompanyUploadAccount,
    JiraUploadDebug,
  ],
  exports: [JiraSecrets, JiraAccounts, JiraConnections, DevJiraWebhooks],
})
export class JiraModule {}

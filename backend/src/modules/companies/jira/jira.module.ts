import { Module } from '@nestjs/common';
import { AddJiraAccountHandler } from './commands/add-jira-account.handler';
import { ChangeJiraAccountHandler } from './commands/change-jira-account.handler';
import { RemoveJiraAccountHandler } from './commands/remove-jira-account.handler';
import { DevJiraWebhooks } from './dev-jira-webhooks';
import { JiraAccounts } from './jira-accounts';
import { JiraAccountsController } from './jira-accounts.controller';
import { JiraConnections } from './jira-connections';
import { JiraSecrets } from './jira-secrets';
import { SyncCompanyJiraHandler } from './sync/commands/sync-company-jira.handler';
import { JiraCompanySync } from './sync/jira-company-sync';
import { JiraSyncRequestReactor } from './sync/reactors/jira-sync-request.reactor';
import { JiraIssueImport } from './sync/jira-issue-import';
import { JiraSyncController } from './sync/jira-sync.controller';
import { PushMissionToJiraHandler } from './push/commands/push-mission-to-jira.handler';
import { JiraIssuePush } from './push/jira-issue-push';
import { JiraIssueReactor } from './push/jira-issue.reactor';
import { JiraPushRequestReactor } from './push/jira-push-request.reactor';
import { JiraIssueCreateReactor } from './push/jira-issue-create.reactor';
import { JiraPushController } from './push/jira-push.controller';
import { JiraCalibrationController } from './calibration/jira-calibration.controller';
import { JiraAttachmentArrivals } from './attachments/jira-attachment-arrivals';
import { JiraAttachmentDownloads } from './attachments/jira-attachment-downloads';
import { JiraAttachmentsController } from './attachments/jira-attachments.controller';
import { JiraStatusMoves } from './status/jira-status-moves';
import { JiraWriters } from './status/jira-writers';
import { ReceiveJiraWebhookHandler } from './webhook/commands/receive-jira-webhook.handler';
import { JiraWebhookController } from './webhook/jira-webhook.controller';
import { CompanyRepWorkModule } from '../rep-work/company-rep-work.module';
import { CompanyUploadAccount } from './debug/company-upload-account';
import { JiraUploadDebug } from './debug/jira-upload-debug';
import { JiraUploadDebugController } from './debug/jira-upload-debug.controller';

/** Companies' Jira accounts (sealed tokens, connection tests) and the sync of their issues. */
@Module({
  imports: [CompanyRepWorkModule],
  controllers: [
    JiraAccountsController,
    JiraSyncController,
    JiraPushController,
    JiraCalibrationController,
    JiraWebhookController,
    JiraUploadDebugController,
    JiraAttachmentsController,
  ],
  providers: [
    DevJiraWebhooks,
    JiraSecrets,
    JiraAccounts,
    JiraConnections,
    AddJiraAccountHandler,
    ChangeJiraAccountHandler,
    RemoveJiraAccountHandler,
    SyncCompanyJiraHandler,
    JiraCompanySync,
    JiraSyncRequestReactor,
    JiraIssueImport,
    JiraStatusMoves,
    JiraAttachmentArrivals,
    JiraAttachmentDownloads,
    JiraWriters,
    JiraIssuePush,
    JiraIssueReactor,
    JiraPushRequestReactor,
    JiraIssueCreateReactor,
    PushMissionToJiraHandler,
    ReceiveJiraWebhookHandler,
    CompanyUploadAccount,
    JiraUploadDebug,
  ],
  exports: [JiraSecrets, JiraAccounts, JiraConnections, DevJiraWebhooks],
})
export class JiraModule {}

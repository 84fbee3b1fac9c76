import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { JiraModule } from '../../jira/jira.module';
import { CompanyRepWorkModule } from '../company-rep-work.module';
import { LinkTaskJiraIssueHandler } from './commands/link-task-jira-issue.handler';
import { PostCompanyTaskHandler } from './commands/post-company-task.handler';
import { JiraIssueLabelReactor } from './jira-issue-label.reactor';
import { TaskJiraLinking } from './task-jira-linking';

/**
 * Company tasks and their company's Jira: posting a task that follows an existing issue, and
 * linking a task to one later (the issue then carries the task's label).
 */
@Module({
  imports: [JiraModule, CompanyRepWorkModule],
  controllers: endpointHandlersIn(__dirname),
  providers: [
    TaskJiraLinking,
    LinkTaskJiraIssueHandler,
    PostCompanyTaskHandler,
    JiraIssueLabelReactor,
  ],
})
export class TaskJiraModule {}

import { COMPANY_TEXTS, JIRA_ENDPOINTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ChangeJiraAccount } from '../commands/change-jira-account.handler';
import { JiraAccountViews } from '../jira-account-views';

const { updateJiraAccount } = JIRA_ENDPOINTS;

/** Changes a Jira account (a blank token keeps the stored one); answers the account as saved. */
@HandlesEndpoint(updateJiraAccount)
export class UpdateJiraAccount {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: JiraAccountViews,
  ) {}

  async handle({
    params: { id: accountId },
    body,
    context,
  }: EndpointRequest<typeof updateJiraAccount>): Promise<Reply<typeof updateJiraAccount>> {
    const { position } = await this.commands.execute(
      new ChangeJiraAccount(accountId, body, context),
    );
    const account = await this.views.settled(accountId, position);
    return { success: true, message: COMPANY_TEXTS.jira.settingsSaved, account, position };
  }
}

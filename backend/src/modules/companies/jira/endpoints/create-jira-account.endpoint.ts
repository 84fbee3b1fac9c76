import { COMPANY_TEXTS, JIRA_ENDPOINTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { AddJiraAccount } from '../commands/add-jira-account.handler';
import { JiraAccountViews } from '../jira-account-views';

const { createJiraAccount } = JIRA_ENDPOINTS;

/** Connects a Jira Cloud site to a company; answers the account once it can be read. */
@HandlesEndpoint(createJiraAccount)
export class CreateJiraAccount {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: JiraAccountViews,
  ) {}

  async handle({
    params: { id: companyId },
    body,
    context,
  }: EndpointRequest<typeof createJiraAccount>): Promise<Reply<typeof createJiraAccount>> {
    const { accountId, position } = await this.commands.execute(
      new AddJiraAccount(companyId, body, context),
    );
    const account = await this.views.settled(accountId, position);
    return { success: true, message: COMPANY_TEXTS.jira.accountCreated, account, position };
  }
}

import { JIRA_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { JiraAccounts } from '../jira-accounts';
import { JiraConnections } from '../jira-connections';

const { testJiraAccount } = JIRA_ENDPOINTS;

/** Signs in to the account's Jira site with its stored API token. */
@HandlesEndpoint(testJiraAccount)
export class TestJiraAccount {
  constructor(
    private readonly accounts: JiraAccounts,
    private readonly connections: JiraConnections,
  ) {}

  async handle({
    params: { id: accountId },
  }: EndpointRequest<typeof testJiraAccount>): Promise<Reply<typeof testJiraAccount>> {
    return this.connections.testConnection(await this.accounts.get(accountId));
  }
}

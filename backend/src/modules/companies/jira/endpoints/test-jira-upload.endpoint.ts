import { JIRA_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { JiraAccounts } from '../jira-accounts';
import { JiraConnections } from '../jira-connections';

const { testJiraUpload } = JIRA_ENDPOINTS;

/** Checks the account's upload credentials can reach its Jira site. */
@HandlesEndpoint(testJiraUpload)
export class TestJiraUpload {
  constructor(
    private readonly accounts: JiraAccounts,
    private readonly connections: JiraConnections,
  ) {}

  async handle({
    params: { id: accountId },
  }: EndpointRequest<typeof testJiraUpload>): Promise<Reply<typeof testJiraUpload>> {
    return this.connections.testUpload(await this.accounts.get(accountId));
  }
}

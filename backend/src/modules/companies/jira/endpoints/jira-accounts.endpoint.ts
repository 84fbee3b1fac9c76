import { JIRA_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { JiraAccountViews } from '../jira-account-views';
import { JiraAccounts } from '../jira-accounts';

const { jiraAccounts } = JIRA_ENDPOINTS;

/** A company's Jira accounts in the admin console. */
@HandlesEndpoint(jiraAccounts)
export class ListJiraAccounts {
  constructor(
    private readonly accounts: JiraAccounts,
    private readonly views: JiraAccountViews,
  ) {}

  async handle({
    params: { id: companyId },
  }: EndpointRequest<typeof jiraAccounts>): Promise<Reply<typeof jiraAccounts>> {
    const accounts = await this.accounts.ofCompany(companyId);
    return { success: true, accounts: accounts.map((account) => this.views.of(account)) };
  }
}

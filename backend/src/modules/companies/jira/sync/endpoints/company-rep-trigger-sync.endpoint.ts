import { JIRA_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { CompanyRepAccess } from '../../../rep-work/company-rep-access';
import { assertJiraConnected } from '../../../rep-work/jira-link/company-jira-connection';
import { JiraSyncRuns } from '../jira-sync-runs';

const { companyRepTriggerSync } = JIRA_ENDPOINTS;

/** Pulls the company's Jira issues into missions, for its representative (can_manage_tasks). */
@HandlesEndpoint(companyRepTriggerSync)
export class CompanyRepTriggerSync {
  constructor(
    private readonly repAccess: CompanyRepAccess,
    private readonly runs: JiraSyncRuns,
  ) {}

  async handle({
    caller,
    context,
  }: EndpointRequest<typeof companyRepTriggerSync>): Promise<Reply<typeof companyRepTriggerSync>> {
    const { company } = await this.repAccess.assertAllowed(caller, 'can_manage_tasks');
    assertJiraConnected(company);
    return this.runs.sync(company._id, context);
  }
}

import { JIRA_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { JiraSyncRuns } from '../jira-sync-runs';

const { adminCompanySync } = JIRA_ENDPOINTS;

/** Pulls a company's Jira issues into missions, for an admin. */
@HandlesEndpoint(adminCompanySync)
export class AdminCompanySync {
  constructor(private readonly runs: JiraSyncRuns) {}

  handle({
    params: { id: companyId },
    context,
  }: EndpointRequest<typeof adminCompanySync>): Promise<Reply<typeof adminCompanySync>> {
    return this.runs.sync(companyId, context);
  }
}

import { JIRA_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { CompanyUploadAccount } from '../company-upload-account';
import { JiraUploadDebug } from '../jira-upload-debug';

const { debugJiraUpload } = JIRA_ENDPOINTS;

/** Why a company cannot upload to Jira: walks the steps of an upload and reports each. */
@HandlesEndpoint(debugJiraUpload)
export class DebugJiraUpload {
  constructor(
    private readonly uploadAccount: CompanyUploadAccount,
    private readonly debug: JiraUploadDebug,
  ) {}

  async handle({
    params: { id: companyId },
  }: EndpointRequest<typeof debugJiraUpload>): Promise<Reply<typeof debugJiraUpload>> {
    return this.debug.run(await this.uploadAccount.of(companyId));
  }
}

import { JIRA_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { CompanyUploadAccount } from '../company-upload-account';

const { companyJiraUploadConfig } = JIRA_ENDPOINTS;

/** How a company uploads to Jira: its upload account's settings, never a token (debug view). */
@HandlesEndpoint(companyJiraUploadConfig)
export class CompanyJiraUploadConfig {
  constructor(private readonly uploadAccount: CompanyUploadAccount) {}

  async handle({
    params: { id: companyId },
  }: EndpointRequest<typeof companyJiraUploadConfig>): Promise<
    Reply<typeof companyJiraUploadConfig>
  > {
    const account = await this.uploadAccount.of(companyId);
    return {
      success: true,
      account_id: account?._id ?? null,
      account_name: account?.account_name ?? null,
      jira_url: account?.jira_url ?? null,
      jira_upload_enabled: account?.upload_enabled ?? false,
      jira_upload_username: account?.upload_username ?? null,
      has_upload_token: Boolean(account?.upload_token),
      upload_token_bytes: account?.upload_token?.bytes ?? 0,
    };
  }
}

import { JIRA_ENDPOINTS } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PathParam } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { CompanyUploadAccount } from './company-upload-account';
import { JiraUploadDebug } from './jira-upload-debug';

const { companyJiraUploadConfig, debugJiraUpload } = JIRA_ENDPOINTS;

/** How a company uploads to Jira, and why it cannot: the console's debug view. */
@ApiTags('jira')
@Controller()
export class JiraUploadDebugController {
  constructor(
    private readonly uploadAccount: CompanyUploadAccount,
    private readonly debug: JiraUploadDebug,
  ) {}

  @Endpoint(companyJiraUploadConfig)
  async config(@PathParam('id') companyId: string): Promise<Reply<typeof companyJiraUploadConfig>> {
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

  @Endpoint(debugJiraUpload)
  async run(@PathParam('id') companyId: string): Promise<Reply<typeof debugJiraUpload>> {
    return this.debug.run(await this.uploadAccount.of(companyId));
  }
}

import { COMPANY_TEXTS, JIRA_ENDPOINTS, type BodyOf } from '@morphic/contracts';
import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { AppConfig } from '#infrastructure/config/app-config';
import { PathParam, RequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { APP_CONFIG } from '#infrastructure/tokens';
import { AddJiraAccount } from './commands/add-jira-account.handler';
import { ChangeJiraAccount } from './commands/change-jira-account.handler';
import { RemoveJiraAccount } from './commands/remove-jira-account.handler';
import { toJiraAccountView } from './jira-account-view';
import { JiraAccounts } from './jira-accounts';
import { JiraConnections } from './jira-connections';
import { JiraSecrets } from './jira-secrets';

const {
  jiraAccounts,
  createJiraAccount,
  updateJiraAccount,
  deleteJiraAccount,
  testJiraAccount,
  testJiraUpload,
} = JIRA_ENDPOINTS;

/** A company's Jira accounts in the admin console. */
@ApiTags('admin')
@Controller()
export class JiraAccountsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly accounts: JiraAccounts,
    private readonly connections: JiraConnections,
    private readonly secrets: JiraSecrets,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Endpoint(jiraAccounts)
  async list(@PathParam('id') companyId: string): Promise<Reply<typeof jiraAccounts>> {
    const accounts = await this.accounts.ofCompany(companyId);
    return { success: true, accounts: accounts.map((account) => this.view(account)) };
  }

  @Endpoint(createJiraAccount)
  async create(
    @PathParam('id') companyId: string,
    @RequestBody() body: BodyOf<typeof createJiraAccount>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof createJiraAccount>> {
    const { accountId, position } = await this.commands.execute(
      new AddJiraAccount(companyId, body, context),
    );
    await this.readYourWrites.settled(position);
    return {
      success: true,
      message: COMPANY_TEXTS.jira.accountCreated,
      account: this.view(await this.accounts.get(accountId)),
      position,
    };
  }

  @Endpoint(updateJiraAccount)
  async update(
    @PathParam('id') accountId: string,
    @RequestBody() body: BodyOf<typeof updateJiraAccount>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof updateJiraAccount>> {
    const { position } = await this.commands.execute(
      new ChangeJiraAccount(accountId, body, context),
    );
    await this.readYourWrites.settled(position);
    return {
      success: true,
      message: COMPANY_TEXTS.jira.settingsSaved,
      account: this.view(await this.accounts.get(accountId)),
      position,
    };
  }

  @Endpoint(deleteJiraAccount)
  async remove(
    @PathParam('id') accountId: string,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof deleteJiraAccount>> {
    const { position } = await this.commands.execute(new RemoveJiraAccount(accountId, context));
    return {
      success: true,
      message: COMPANY_TEXTS.jira.accountRemoved,
      position,
    };
  }

  @Endpoint(testJiraAccount)
  async test(@PathParam('id') accountId: string): Promise<Reply<typeof testJiraAccount>> {
    return this.connections.testConnection(await this.accounts.get(accountId));
  }

  @Endpoint(testJiraUpload)
  async testUpload(@PathParam('id') accountId: string): Promise<Reply<typeof testJiraUpload>> {
    return this.connections.testUpload(await this.accounts.get(accountId));
  }

  private view(account: Parameters<typeof toJiraAccountView>[0]) {
    return toJiraAccountView(account, this.config.publicUrl, this.secrets);
  }
}

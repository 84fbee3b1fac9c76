import type { JiraAccountCreateInput } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { AggregateRepository, type Decided } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { OutboundHttp } from '#infrastructure/outbound-http/outbound-http';
import { companyDecider } from '../../company/company.decider';
import { jiraAccountDecider } from '../jira-account.decider';
import { JiraAccounts } from '../jira-accounts';
import { makeSolePrimary } from '../jira-primary';
import { JiraSecrets } from '../jira-secrets';
import { assertCallableSite } from '../jira-site-url';

/** Connects a Jira Cloud site to a company: tokens sealed, a webhook secret made for it. */
export class AddJiraAccount extends Command<Decided<{ accountId: string }>> {
  constructor(
    readonly companyId: string,
    readonly input: JiraAccountCreateInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(AddJiraAccount)
export class AddJiraAccountHandler implements ICommandHandler<AddJiraAccount> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly secrets: JiraSecrets,
    private readonly accounts: JiraAccounts,
    private readonly outbound: OutboundHttp,
  ) {}

  execute({ companyId, input, context }: AddJiraAccount) {
    assertCallableSite(this.outbound, input.jira_url);
    const accountId = randomUUID();
    const seal = (purpose: 'api' | 'upload', value: string | undefined) =>
      value === undefined ? null : this.secrets.seal(accountId, purpose, value);
    const webhookSecret = randomBytes(24).toString('base64url');
    return this.aggregates.decide(context, async (streams) => {
      // Listed on the company's stream: a deleted company takes none, and deleting the company
      // finds every account it has.
      await streams.decide(STREAMS.company(companyId), companyDecider, {
        kind: 'AddJiraAccount',
        accountId,
      });
      await streams.decide(STREAMS.jiraAccount(accountId), jiraAccountDecider, {
        kind: 'Add',
        account: {
          account_id: accountId,
          company_id: companyId,
          account_name: input.account_name,
          account_description: input.account_description,
          jira_url: input.jira_url,
          jira_email: input.jira_email,
          api_token: seal('api', input.jira_api_token),
          upload_enabled: input.jira_upload_enabled,
          upload_username: input.jira_upload_username,
          upload_token: seal('upload', input.jira_upload_token),
          project_keys: input.jira_project_keys,
          webhook_enabled: input.webhook_enabled,
          is_primary: input.is_primary,
          is_active: true,
          webhook_secret: this.secrets.seal(accountId, 'webhook', webhookSecret),
        },
      });
      if (input.is_primary) await makeSolePrimary(streams, this.accounts, companyId, accountId);
      return { accountId };
    });
  }
}

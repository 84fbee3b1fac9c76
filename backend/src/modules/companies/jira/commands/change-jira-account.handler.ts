import type { JiraAccountUpdateInput } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository, type Decided } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { OutboundHttp } from '#infrastructure/outbound-http/outbound-http';
import { jiraAccountDecider, type JiraAccountChanges } from '../jira-account.decider';
import { JiraAccounts } from '../jira-accounts';
import { makeSolePrimary } from '../jira-primary';
import { JiraSecrets } from '../jira-secrets';
import { assertCallableSite } from '../jira-site-url';

/**
 * Changes an account's settings; a token is replaced only when a new one was typed, and dropped
 * when the URL moves without it.
 */
export class ChangeJiraAccount extends Command<Decided<{ companyId: string }>> {
  constructor(
    readonly accountId: string,
    readonly input: JiraAccountUpdateInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ChangeJiraAccount)
export class ChangeJiraAccountHandler implements ICommandHandler<ChangeJiraAccount> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly secrets: JiraSecrets,
    private readonly accounts: JiraAccounts,
    private readonly outbound: OutboundHttp,
  ) {}

  execute({ accountId, input, context }: ChangeJiraAccount) {
    if (input.jira_url !== undefined) assertCallableSite(this.outbound, input.jira_url);
    const changes: JiraAccountChanges = {
      account_name: input.account_name,
      account_description: input.account_description,
      jira_url: input.jira_url,
      jira_email: input.jira_email,
      upload_enabled: input.jira_upload_enabled,
      upload_username: input.jira_upload_username,
      project_keys: input.jira_project_keys,
      webhook_enabled: input.webhook_enabled,
      is_primary: input.is_primary,
      is_active: input.is_active,
      ...(input.jira_api_token === undefined
        ? {}
        : { api_token: this.secrets.seal(accountId, 'api', input.jira_api_token) }),
      ...(input.jira_upload_token === undefined
        ? {}
        : { upload_token: this.secrets.seal(accountId, 'upload', input.jira_upload_token) }),
    };
    return this.aggregates.decide(context, async (streams) => {
      const stream = STREAMS.jiraAccount(accountId);
      const decided = await streams.decide(stream, jiraAccountDecider, {
        kind: 'Change',
        changes,
      });
      const companyId = decided.state.companyId ?? '';
      if (input.is_primary === true) {
        await makeSolePrimary(streams, this.accounts, companyId, accountId);
      }
      return { companyId };
    });
  }
}

import { COMPANY_TEXTS } from '@morphic/contracts';
import { STREAMS, type JiraAccountDoc } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { BadGatewayException } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../../infrastructure/commands/command-context';
import { DomainRuleViolation } from '../../../../../infrastructure/commands/decider';
import { jiraAccountDecider } from '../../jira-account.decider';
import { JiraAccounts } from '../../jira-accounts';
import { failureText, JiraConnections } from '../../jira-connections';
import type { JiraField } from '../../../../../infrastructure/jira/jira-resources';
import { issueFieldsFor } from '../issue-mission';
import { JiraIssueImport, type IssueOutcome } from '../jira-issue-import';

export interface SyncOutcome {
  readonly tasksSynced: number;
  readonly created: number;
  readonly updated: number;
  readonly message: string;
  readonly position: LogPosition | null;
}

/**
 * Imports the issues of a company's Jira projects as missions (enhanced JQL search, page by
 * page), for each active account with an API token and project keys. Idempotent: an issue
 * names its mission, so a second sync creates nothing and changes only what changed in Jira.
 * Each account's outcome is recorded on it; a Jira refusal answers 502 with Jira's words.
 */
export class SyncCompanyJira extends Command<SyncOutcome> {
  constructor(
    readonly companyId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * Until calibration names the price field, a custom number field whose name says price, reward
 * or bounty ("Story price") is taken for it; none such: rewards stay 0 until calibrated.
 */
function priceFieldByName(fields: readonly JiraField[]): string | null {
  const priced = fields.find(
    (field) =>
      field.custom === true &&
      field.schema?.type === 'number' &&
      /\b(price|reward|bounty)\b/i.test(field.name),
  );
  return priced?.id ?? null;
}

@CommandHandler(SyncCompanyJira)
export class SyncCompanyJiraHandler implements ICommandHandler<SyncCompanyJira> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly accounts: JiraAccounts,
    private readonly connections: JiraConnections,
    private readonly issues: JiraIssueImport,
  ) {}

  async execute({ companyId, context }: SyncCompanyJira): Promise<SyncOutcome> {
    const accounts = await this.accounts.connectedOf(companyId);
    if (accounts.length === 0) {
      throw new DomainRuleViolation('invalid', COMPANY_TEXTS.jira.nothingToSync);
    }
    let created = 0;
    let updated = 0;
    let position: LogPosition | null = null;
    const failures: string[] = [];
    for (const account of accounts) {
      const counts = { created: 0, updated: 0 };
      let failure: string | null = null;
      try {
        for await (const outcome of this.importIssues(account, context)) {
          if (outcome === 'created' || outcome === 'updated') counts[outcome] += 1;
        }
      } catch (error) {
        failure = failureText(error);
        failures.push(failure);
      }
      created += counts.created;
      updated += counts.updated;
      position = (await this.record(account, counts, failure, context)) ?? position;
    }
    if (failures.length === accounts.length) {
      throw new BadGatewayException(COMPANY_TEXTS.jira.syncFailed(failures.join('; ')));
    }
    const tasksSynced = created + updated;
    return {
      tasksSynced,
      created,
      updated,
      message: COMPANY_TEXTS.jira.synced(tasksSynced),
      position,
    };
  }

  private async *importIssues(
    account: JiraAccountDoc,
    context: CommandContext,
  ): AsyncGenerator<IssueOutcome> {
    const client = this.connections.apiClient(account);
    const priceField = account.calibration_field_id ?? priceFieldByName(await client.listFields());
    for await (const issue of client.searchIssues({
      projectKeys: account.project_keys,
      fields: issueFieldsFor(priceField),
    })) {
      yield await this.issues.importIssue(account, issue, priceField, context);
    }
  }

  private async record(
    account: JiraAccountDoc,
    counts: { created: number; updated: number },
    failure: string | null,
    context: CommandContext,
  ): Promise<LogPosition | null> {
    const tasksSynced = counts.created + counts.updated;
    const { position } = await this.aggregates.decide(context, async (streams) => {
      await streams.decide(STREAMS.jiraAccount(account._id), jiraAccountDecider, {
        kind: 'RecordSync',
        outcome: {
          succeeded: failure === null,
          tasks_synced: tasksSynced,
          ...counts,
          message:
            failure === null
              ? COMPANY_TEXTS.jira.synced(tasksSynced)
              : COMPANY_TEXTS.jira.syncFailed(failure),
        },
      });
      return {};
    });
    return position;
  }
}

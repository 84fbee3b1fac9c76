import { COMPANY_TEXTS } from '@morphic/contracts';
import { STREAMS, type JiraAccountDoc } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { JiraField } from '#infrastructure/jira/jira-resources';
import { jiraAccountDecider } from '../jira-account.decider';
import { JiraAccounts } from '../jira-accounts';
import { failureText, JiraConnections } from '../jira-connections';
import { issueFieldsFor } from './issue-mission';
import { JiraIssueImport, type IssueOutcome } from './jira-issue-import';

/** A company's sync over its connected accounts. */
export interface CompanySyncOutcome {
  readonly accounts: number;
  readonly created: number;
  readonly updated: number;
  /** Jira's words for each account whose sync failed. */
  readonly failures: readonly string[];
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

/**
 * Imports the issues of a company's Jira projects as missions (enhanced JQL search, page by
 * page), for each active account with an API token and project keys. Idempotent: an issue
 * names its mission, so a second sync creates nothing and changes only what changed in Jira.
 * Each account's outcome is recorded on it.
 */
@Injectable()
export class JiraCompanySync {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly accounts: JiraAccounts,
    private readonly connections: JiraConnections,
    private readonly issues: JiraIssueImport,
  ) {}

  async sync(companyId: string, context: CommandContext): Promise<CompanySyncOutcome> {
    const accounts = await this.accounts.connectedOf(companyId);
    let created = 0;
    let updated = 0;
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
      await this.record(account, counts, failure, context);
    }
    return { accounts: accounts.length, created, updated, failures };
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
  ): Promise<void> {
    const tasksSynced = counts.created + counts.updated;
    await this.aggregates.decide(context, async (streams) => {
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
  }
}

import { STREAMS } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import type { Decision } from '#infrastructure/commands/decision';
import { AsReactor, type Reactor, type ReactorEvent } from '#infrastructure/reactors/reactor';
import { JiraAccounts } from '../../jira/jira-accounts';
import { failureText, JiraConnections } from '../../jira/jira-connections';
import { isMissionLabel, labelsOf, missionLabel } from '../../jira/sync/issue-mission';

/**
 * Puts the task's label (`morphic-<mission id>`) on the Jira issue a representative linked it
 * to, in place of any other task's label the issue carried (Jira copies labels to a clone), so
 * each sync and webhook delivery of the issue finds the task. Jira's refusal is recorded on the
 * task as `JiraPushFailed` (its card shows the sync failed). Run again after a crash, it finds
 * the label there and writes nothing.
 */
@Injectable()
@AsReactor()
export class JiraIssueLabelReactor implements Reactor<'JiraIssueLinked'> {
  readonly name = 'jira-issue-label';
  readonly handles = new Set(['JiraIssueLinked'] as const);
  readonly startFrom = 'head';

  constructor(
    private readonly accounts: JiraAccounts,
    private readonly connections: JiraConnections,
  ) {}

  async react({ data }: ReactorEvent<'JiraIssueLinked'>, streams: Decision): Promise<void> {
    if (data.origin !== 'linked') return;
    const account = await this.accounts.find(data.account_id);
    if (!account) return;
    try {
      const client = this.connections.apiClient(account);
      const issue = await client.getIssue(data.jira_key, ['labels']);
      const label = missionLabel(data.mission_id);
      const labels = labelsOf(issue);
      const kept = labels.filter((other) => !isMissionLabel(other));
      if (labels.includes(label) && kept.length === labels.length - 1) return;
      await client.editIssue(data.jira_key, { labels: [...kept, label] });
    } catch (error) {
      streams.append(
        STREAMS.mission(data.mission_id),
        [
          {
            type: 'JiraPushFailed',
            data: {
              mission_id: data.mission_id,
              account_id: data.account_id,
              jira_key: data.jira_key,
              action: 'label',
              message: failureText(error),
            },
          },
        ],
        'any',
      );
    }
  }
}

import { STREAMS, type EventOfType } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import type { Decision } from '#infrastructure/commands/decision';
import { AsReactor, type Reactor, type ReactorEvent } from '#infrastructure/reactors/reactor';
import { JiraAccounts } from '../jira-accounts';
import { failureText, JiraConnections } from '../jira-connections';
import { missionLabel } from '../sync/issue-mission';

/**
 * Opens a Jira issue for each mission a company posts on the platform, in the first project
 * of its primary Jira account, so the company follows the work where it already tracks it.
 * The issue carries the mission's label: run again after a crash, the reactor finds the issue
 * it created instead of creating a second one.
 */
@Injectable()
@AsReactor()
export class JiraIssueCreateReactor implements Reactor<'MissionPosted'> {
  readonly name = 'jira-issue-create';
  readonly handles = new Set(['MissionPosted'] as const);
  readonly startFrom = 'head';

  constructor(
    private readonly accounts: JiraAccounts,
    private readonly connections: JiraConnections,
  ) {}

  async react(event: ReactorEvent<'MissionPosted'>, streams: Decision): Promise<void> {
    const mission = event.data;
    if (!mission.company_id || mission.jira_key !== undefined) return;
    const accounts = await this.accounts.connectedOf(mission.company_id);
    const account = accounts.find((candidate) => candidate.is_primary);
    const project = account?.project_keys[0];
    if (!account || !project) return;
    const base = { mission_id: mission.mission_id, account_id: account._id };
    let linked: EventOfType<'JiraIssueLinked' | 'JiraPushFailed'>;
    try {
      const client = this.connections.apiClient(account);
      const label = missionLabel(mission.mission_id);
      let key: string | null = null;
      for await (const issue of client.searchIssues({
        projectKeys: [project],
        label,
        fields: ['labels'],
      })) {
        key = issue.key;
      }
      key ??= (
        await client.createIssue(project, {
          summary: mission.title,
          description: mission.description,
          labels: [...mission.domain_tags.map((tag) => tag.replace(/\s+/g, '-')), label],
        })
      ).key;
      linked = { type: 'JiraIssueLinked', data: { ...base, jira_key: key } };
    } catch (error) {
      linked = {
        type: 'JiraPushFailed',
        data: { ...base, jira_key: '', action: 'create', message: failureText(error) },
      };
    }
    streams.append(STREAMS.mission(mission.mission_id), [linked], 'any');
  }
}

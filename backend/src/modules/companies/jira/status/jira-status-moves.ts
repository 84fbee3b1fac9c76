import { STREAMS, type JiraAccountDoc } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import type { Decision } from '#infrastructure/commands/decision';
import type { JiraIssue } from '#infrastructure/jira/jira-resources';
import { issueUpdatedAt } from '../sync/issue-mission';
import { JiraIssueImport } from '../sync/jira-issue-import';
import { isStaleIssueState, missionJiraIssueDecider } from '../sync/mission-jira-issue.decider';
import { changeOrigin, type IssueChange } from './jira-echo';
import { isJiraStatusCategory } from './jira-status-mapping';
import { missionJiraStatusDecider } from './mission-jira-status.decider';

export type StatusMoveOutcome = 'moved' | 'refused' | 'unchanged' | 'echo' | 'stale' | 'ignored';

/** The issue's status as Jira states it: its name and category (`statusCategory.key`). */
function statusOf(issue: JiraIssue) {
  const status = issue.fields['status'] as
    | { readonly name?: unknown; readonly statusCategory?: { readonly key?: unknown } }
    | null
    | undefined;
  const key = status?.statusCategory?.key;
  return typeof status?.name === 'string' && isJiraStatusCategory(key)
    ? { name: status.name, category: key }
    : null;
}

/**
 * A status move of an issue told by a webhook: the platform's own echo changes nothing; a
 * person's move moves the mission, or is refused and recorded (mission-jira-status.decider).
 */
@Injectable()
export class JiraStatusMoves {
  constructor(private readonly issues: JiraIssueImport) {}

  async applyIn(
    streams: Decision,
    account: JiraAccountDoc,
    issue: JiraIssue,
    change: Omit<IssueChange, 'toStatus'>,
    /** The users the platform writes to the site as (jira-writers). */
    writers: readonly string[],
  ): Promise<StatusMoveOutcome> {
    const status = statusOf(issue);
    const missionId = await this.issues.missionOf(streams, account, issue);
    if (status === null || missionId === null) return 'ignored';
    const stream = STREAMS.mission(missionId);
    const state = await streams.read(stream, missionJiraStatusDecider);
    if (!state.live) return 'ignored';
    const origin = changeOrigin(
      { ...change, toStatus: status.name },
      { ...state.writes, writers: [...state.writes.writers, ...writers] },
    );
    if (origin !== 'person') return origin;
    const updatedAt = issueUpdatedAt(issue);
    if (isStaleIssueState(await streams.read(stream, missionJiraIssueDecider), updatedAt)) {
      return 'stale';
    }
    const { events } = await streams.decide(stream, missionJiraStatusDecider, {
      missionId,
      accountId: account._id,
      jiraKey: issue.key,
      jiraStatus: status.name,
      category: status.category,
    });
    if (updatedAt !== null) {
      await streams.decide(stream, missionJiraIssueDecider, {
        missionId,
        accountId: account._id,
        issueKey: issue.key,
        updatedAt,
      });
    }
    const [event] = events;
    if (!event) return 'unchanged';
    return event.type === 'JiraTransitionRefused' ? 'refused' : 'moved';
  }
}

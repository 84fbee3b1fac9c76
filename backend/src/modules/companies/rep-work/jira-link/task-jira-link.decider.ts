import { COMPANY_JIRA_TEXTS } from '@morphic/contracts';
import type { EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';
import {
  missionJiraIssueDecider,
  type MissionJiraIssueState,
} from '../../jira/sync/mission-jira-issue.decider';

export interface LinkTaskJiraIssue {
  readonly missionId: string;
  readonly companyId: string;
  readonly accountId: string;
  readonly jiraKey: string;
}

/**
 * Only the company's own task can be linked, to one issue: linking it again to the same issue
 * does nothing, to another one is refused (a task follows one issue).
 */
export const taskJiraLinkDecider: Decider<
  MissionJiraIssueState,
  LinkTaskJiraIssue,
  EventOfType<'JiraIssueLinked'>
> = {
  // The mission's Jira state, folded once for both deciders on its stream.
  initialState: missionJiraIssueDecider.initialState,
  evolve: missionJiraIssueDecider.evolve,

  decide(command: LinkTaskJiraIssue, state: MissionJiraIssueState) {
    if (!isCompanyTask(state, command.companyId)) {
      throw new DomainRuleViolation('not_found', COMPANY_JIRA_TEXTS.taskNotFound);
    }
    const sameIssue = state.issueKey === command.jiraKey && state.accountId === command.accountId;
    if (state.issueKey !== null && !sameIssue) {
      throw new DomainRuleViolation(
        'conflict',
        COMPANY_JIRA_TEXTS.taskLinkedAlready(state.issueKey),
      );
    }
    if (sameIssue && state.linkedByRep) return [];
    return [
      {
        type: 'JiraIssueLinked',
        data: {
          mission_id: command.missionId,
          account_id: command.accountId,
          jira_key: command.jiraKey,
          origin: 'linked',
        },
      },
    ];
  },
};

/** Whether the stream holds a task of this company that is still on the platform. */
export function isCompanyTask(state: MissionJiraIssueState, companyId: string): boolean {
  return state.posted && !state.withdrawn && state.companyId === companyId;
}

/** Whether the task follows this issue of this account. */
export const followsIssue = (state: MissionJiraIssueState, accountId: string, jiraKey: string) =>
  state.posted && !state.withdrawn && state.accountId === accountId && state.issueKey === jiraKey;

import { COMPANY_JIRA_TEXTS } from '@morphic/contracts';
import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '../../../../infrastructure/commands/decider';

/**
 * A company task's Jira link, on the mission's stream (`mission-<id>`): whose task it is, the
 * issue it follows (imported from it, opened for it, or linked) and whether a representative
 * linked that issue (then the issue carries the task's label).
 */
export interface TaskJiraLinkState {
  readonly posted: boolean;
  readonly withdrawn: boolean;
  readonly companyId: string | null;
  readonly accountId: string | null;
  readonly jiraKey: string | null;
  readonly linkedByRep: boolean;
}

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
  TaskJiraLinkState,
  LinkTaskJiraIssue,
  EventOfType<'JiraIssueLinked'>
> = {
  initialState: {
    posted: false,
    withdrawn: false,
    companyId: null,
    accountId: null,
    jiraKey: null,
    linkedByRep: false,
  },

  evolve(state: TaskJiraLinkState, event: DomainEvent): TaskJiraLinkState {
    switch (event.type) {
      case 'MissionPosted':
        return {
          ...state,
          posted: true,
          companyId: event.data.company_id,
          accountId: event.data.jira_account_id ?? null,
          jiraKey: event.data.jira_key ?? null,
        };
      case 'JiraIssueLinked':
        return {
          ...state,
          accountId: event.data.account_id,
          jiraKey: event.data.jira_key,
          linkedByRep: event.data.origin === 'linked',
        };
      case 'MissionWithdrawn':
        return { ...state, withdrawn: true };
      default:
        return state;
    }
  },

  decide(command: LinkTaskJiraIssue, state: TaskJiraLinkState) {
    if (!isCompanyTask(state, command.companyId)) {
      throw new DomainRuleViolation('not_found', COMPANY_JIRA_TEXTS.taskNotFound);
    }
    const sameIssue = state.jiraKey === command.jiraKey && state.accountId === command.accountId;
    if (state.jiraKey !== null && !sameIssue) {
      throw new DomainRuleViolation(
        'conflict',
        COMPANY_JIRA_TEXTS.taskLinkedAlready(state.jiraKey),
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
export function isCompanyTask(state: TaskJiraLinkState, companyId: string): boolean {
  return state.posted && !state.withdrawn && state.companyId === companyId;
}

/** Whether the task follows this issue of this account. */
export const followsIssue = (state: TaskJiraLinkState, accountId: string, jiraKey: string) =>
  state.posted && !state.withdrawn && state.accountId === accountId && state.jiraKey === jiraKey;

import { COMPANY_JIRA_TEXTS } from '@morphic/contracts';
import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';

/**
 * Which task one Jira issue of an account went to (`jiraissue-<account>-<key>`): the one a
 * representative linked it to, or the one it was first imported as.
 */
export interface JiraIssueClaimState {
  readonly missionId: string | null;
}

export interface ClaimJiraIssue {
  readonly accountId: string;
  readonly jiraKey: string;
  readonly missionId: string;
}

/**
 * An issue goes to one task: of two representatives linking it at once, the append of the
 * second finds the stream written and decides again, refused. The same task again: nothing.
 */
export const jiraIssueClaimDecider: Decider<
  JiraIssueClaimState,
  ClaimJiraIssue,
  EventOfType<'JiraIssueClaimed'>
> = {
  initialState: { missionId: null },

  evolve(state: JiraIssueClaimState, event: DomainEvent): JiraIssueClaimState {
    return event.type === 'JiraIssueClaimed' ? { missionId: event.data.mission_id } : state;
  },

  decide(command: ClaimJiraIssue, state: JiraIssueClaimState) {
    if (state.missionId === command.missionId) return [];
    if (state.missionId !== null) {
      throw new DomainRuleViolation(
        'conflict',
        COMPANY_JIRA_TEXTS.issueTakenByAnotherTask(command.jiraKey),
      );
    }
    return [
      {
        type: 'JiraIssueClaimed',
        data: {
          account_id: command.accountId,
          jira_key: command.jiraKey,
          mission_id: command.missionId,
        },
      },
    ];
  },
};

import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import type { Decider } from '#infrastructure/commands/decider';

/**
 * The Jira side of a mission's stream (`mission-<id>`): whose mission it is, which Jira issue of
 * which account it follows (imported from it, linked when the platform opened it, or linked by a
 * representative: then the issue carries the mission's label), and the `updated` time of the
 * last issue state applied to it. `taskJiraLinkDecider` decides on the same state.
 */
export interface MissionJiraIssueState {
  readonly posted: boolean;
  readonly withdrawn: boolean;
  readonly companyId: string | null;
  readonly accountId: string | null;
  readonly issueKey: string | null;
  readonly linkedByRep: boolean;
  readonly appliedUpdatedAt: string | null;
}

export interface RecordIssueVersion {
  readonly missionId: string;
  readonly accountId: string;
  readonly issueKey: string;
  /** The issue's `updated` time as ISO-8601 (UTC). */
  readonly updatedAt: string;
}

/** Who may write to a mission through a Jira issue, as its stream says. */
export type IssueClaim =
  /** The mission follows this very issue of this account. */
  | 'own'
  /** The company's own mission, whose issue the platform is opening and has not linked yet. */
  | 'unlinked'
  /** No such mission: the label names nothing here. */
  | 'unknown'
  /** Another issue of the same account carries the label (Jira copies labels to a clone). */
  | 'other_issue'
  /** The mission belongs to another company, or follows another of the company's accounts. */
  | 'foreign';

/** What a Jira issue (of `accountId`, in `companyId`) may do to the mission the stream holds. */
export function issueClaimOn(
  state: MissionJiraIssueState,
  issue: { readonly companyId: string; readonly accountId: string; readonly issueKey: string },
): IssueClaim {
  if (!state.posted) return 'unknown';
  if (state.companyId !== issue.companyId) return 'foreign';
  if (state.accountId === null) return 'unlinked';
  if (state.accountId !== issue.accountId) return 'foreign';
  return state.issueKey === issue.issueKey ? 'own' : 'other_issue';
}

/** Whether an issue state is older than the one the mission shows (equal is not: it is the same). */
export function isStaleIssueState(state: MissionJiraIssueState, updatedAt: string | null): boolean {
  return (
    updatedAt !== null &&
    state.appliedUpdatedAt !== null &&
    Date.parse(updatedAt) < Date.parse(state.appliedUpdatedAt)
  );
}

/** Records each newer issue state once; the same or an older one records nothing. */
export const missionJiraIssueDecider: Decider<
  MissionJiraIssueState,
  RecordIssueVersion,
  EventOfType<'JiraIssueVersionApplied'>
> = {
  initialState: {
    posted: false,
    withdrawn: false,
    companyId: null,
    accountId: null,
    issueKey: null,
    linkedByRep: false,
    appliedUpdatedAt: null,
  },

  evolve(state: MissionJiraIssueState, event: DomainEvent): MissionJiraIssueState {
    switch (event.type) {
      case 'MissionPosted':
        return {
          ...state,
          posted: true,
          companyId: event.data.company_id,
          accountId: event.data.jira_account_id ?? null,
          issueKey: event.data.jira_key ?? null,
        };
      case 'JiraIssueLinked':
        return {
          ...state,
          accountId: event.data.account_id,
          issueKey: event.data.jira_key,
          linkedByRep: event.data.origin === 'linked',
        };
      case 'MissionWithdrawn':
        return { ...state, withdrawn: true };
      case 'JiraIssueVersionApplied':
        return { ...state, appliedUpdatedAt: event.data.updated_at };
      default:
        return state;
    }
  },

  decide(command: RecordIssueVersion, state: MissionJiraIssueState) {
    const { appliedUpdatedAt } = state;
    if (
      appliedUpdatedAt !== null &&
      Date.parse(command.updatedAt) <= Date.parse(appliedUpdatedAt)
    ) {
      return [];
    }
    return [
      {
        type: 'JiraIssueVersionApplied',
        data: {
          mission_id: command.missionId,
          account_id: command.accountId,
          jira_key: command.issueKey,
          updated_at: command.updatedAt,
        },
      },
    ];
  },
};

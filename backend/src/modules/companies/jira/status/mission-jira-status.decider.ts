import { COMPANY_TEXTS, type MissionStatus } from '@morphic/contracts';
import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import type { Decider } from '#infrastructure/commands/decider';
import type { PlatformWrites } from './jira-echo';
import {
  jiraCategoryOfMission,
  jiraCategoryOfTarget,
  missionMoveFor,
  type JiraStatusCategory,
} from './jira-status-mapping';

/**
 * The status side of a mission's stream (`mission-<id>`) as a move in Jira sees it: whether an
 * operator holds the mission, the status set on it while nobody does, and what the platform
 * last wrote to its issue (see jira-echo).
 */
export interface MissionJiraStatusState {
  readonly live: boolean;
  readonly heldBy: string | null;
  /** The status an admin or a move in Jira set while nobody held the mission. */
  readonly setStatus: MissionStatus;
  readonly writes: PlatformWrites;
}

export interface MoveFromJira {
  readonly missionId: string;
  readonly accountId: string;
  readonly jiraKey: string;
  readonly jiraStatus: string;
  readonly category: JiraStatusCategory;
}

type MoveEvent = EventOfType<'MissionStatusMovedInJira' | 'JiraTransitionRefused'>;

const withWriter = (writes: PlatformWrites, writer: string | undefined): PlatformWrites =>
  writer === undefined || writes.writers.includes(writer)
    ? writes
    : { ...writes, writers: [...writes.writers, writer] };

/** A person has moved the issue since the platform's last status push. */
const overtaken = (writes: PlatformWrites): PlatformWrites =>
  writes.lastStatus ? { ...writes, lastStatus: { ...writes.lastStatus, overtaken: true } } : writes;

/** The category the mission's issue has as the platform last set it. */
function shownCategory(state: MissionJiraStatusState): JiraStatusCategory {
  const last = state.writes.lastStatus;
  if (state.heldBy === null) return jiraCategoryOfMission(state.setStatus);
  return last ? jiraCategoryOfTarget(last.status) : 'indeterminate';
}

/**
 * A person's move of the mission's issue in Jira: the mission follows it per the mapping of
 * jira-status-mapping, or, when an operator holds the mission, the move is refused and recorded
 * so its representatives and admins see it. A move to where the mission is already does nothing.
 */
export const missionJiraStatusDecider: Decider<MissionJiraStatusState, MoveFromJira, MoveEvent> = {
  initialState: {
    live: false,
    heldBy: null,
    setStatus: 'open',
    writes: { writers: [], lastStatus: null },
  },

  evolve(state: MissionJiraStatusState, event: DomainEvent): MissionJiraStatusState {
    switch (event.type) {
      case 'MissionPosted':
        return { ...state, live: true };
      case 'MissionWithdrawn':
        return { ...state, live: false };
      case 'MissionAssigned':
        return { ...state, heldBy: event.data.assignment_id, setStatus: 'open' };
      case 'MissionReopened':
        return state.heldBy === event.data.assignment_id
          ? { ...state, heldBy: null, setStatus: 'open' }
          : state;
      case 'MissionStatusSetByAdmin':
      case 'MissionStatusMovedInJira':
        return {
          ...state,
          heldBy: event.data.status === 'open' ? null : state.heldBy,
          setStatus: event.data.status,
          writes:
            event.type === 'MissionStatusMovedInJira' ? overtaken(state.writes) : state.writes,
        };
      case 'JiraTransitionRefused':
        return { ...state, writes: overtaken(state.writes) };
      case 'JiraIssueStatusPushed': {
        const writes = withWriter(state.writes, event.data.written_as);
        return {
          ...state,
          writes: {
            ...writes,
            lastStatus: {
              status: event.data.status,
              at: event.data.written_at ?? null,
              overtaken: false,
            },
          },
        };
      }
      case 'JiraAttachmentUploaded':
        return { ...state, writes: withWriter(state.writes, event.data.written_as) };
      default:
        return state;
    }
  },

  decide(command: MoveFromJira, state: MissionJiraStatusState): MoveEvent[] {
    if (!state.live) return [];
    const move = missionMoveFor(command.category, {
      held: state.heldBy !== null,
      category: shownCategory(state),
    });
    const base = {
      mission_id: command.missionId,
      account_id: command.accountId,
      jira_key: command.jiraKey,
      jira_status: command.jiraStatus,
      jira_category: command.category,
    };
    switch (move.kind) {
      case 'unchanged':
        return [];
      case 'refused':
        return [
          {
            type: 'JiraTransitionRefused',
            data: {
              ...base,
              message: COMPANY_TEXTS.jira.transitionRefusedHeld(command.jiraStatus),
            },
          },
        ];
      case 'move':
        return [{ type: 'MissionStatusMovedInJira', data: { ...base, status: move.status } }];
    }
  },
};

import { isDeepStrictEqual } from 'node:util';
import {
  MARKETPLACE_TEXTS,
  MISSIONS_CONSOLE_TEXTS,
  SUBTASK_TEXTS,
  type MissionStatus,
} from '@morphic/contracts';
import type { DomainEvent, EventData, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';

/** A mission's stream (`mission-<id>`): what was posted and who holds its one slot. */
export interface MissionState {
  readonly posted: EventData<'MissionPosted'> | null;
  readonly status: Extract<MissionStatus, 'open' | 'assigned'>;
  readonly assignmentId: string | null;
  readonly withdrawn: boolean;
}

export type MissionCommand =
  | {
      readonly kind: 'Post';
      readonly mission: EventData<'MissionPosted'>;
      /** The state of the mission's `parent_id`, read from its stream (absent: no parent named). */
      readonly parent?: MissionState;
    }
  | {
      readonly kind: 'Assign';
      readonly missionId: string;
      readonly assignmentId: string;
      readonly operatorId: string;
    }
  | {
      readonly kind: 'Reopen';
      readonly missionId: string;
      readonly assignmentId: string;
      readonly reason: string;
    }
  | {
      readonly kind: 'Withdraw';
      readonly missionId: string;
      readonly reason: EventData<'MissionWithdrawn'>['reason'];
    }
  | {
      readonly kind: 'ChangeDetails';
      readonly changes: EventData<'MissionDetailsChanged'>['changes'];
      readonly source: EventData<'MissionDetailsChanged'>['source'];
    }
  | { readonly kind: 'Edit'; readonly changes: EventData<'MissionEditedByAdmin'>['changes'] }
  | { readonly kind: 'SetStatus'; readonly status: MissionStatus };

type MissionEvent = EventOfType<
  | 'MissionPosted'
  | 'MissionAssigned'
  | 'MissionReopened'
  | 'MissionWithdrawn'
  | 'MissionDetailsChanged'
  | 'MissionEditedByAdmin'
  | 'MissionStatusSetByAdmin'
>;

/**
 * Posting happens once; only an open mission can be assigned, so of many operators racing for
 * it exactly one wins. Assigning to the assignment that holds it already is a no-op (a retried
 * command), and only the holder's assignment can reopen it. A withdrawn mission is gone: it
 * cannot be taken or reopened (an assignment that holds it keeps its own copy of the task).
 */
export const missionDecider: Decider<MissionState, MissionCommand, MissionEvent> = {
  initialState: { posted: null, status: 'open', assignmentId: null, withdrawn: false },

  evolve(state: MissionState, event: DomainEvent): MissionState {
    switch (event.type) {
      case 'MissionPosted':
        return { posted: event.data, status: 'open', assignmentId: null, withdrawn: false };
      case 'MissionAssigned':
        return { ...state, status: 'assigned', assignmentId: event.data.assignment_id };
      case 'MissionReopened':
        return state.assignmentId === event.data.assignment_id
          ? { ...state, status: 'open', assignmentId: null }
          : state;
      case 'MissionDetailsChanged':
        return state.posted
          ? { ...state, posted: { ...state.posted, ...event.data.changes } }
          : state;
      case 'MissionEditedByAdmin':
        return state.posted
          ? { ...state, posted: { ...state.posted, ...event.data.changes } }
          : state;
      case 'MissionStatusSetByAdmin':
      case 'MissionStatusMovedInJira':
        // Open frees the mission from whoever held it; any other status keeps it off the marketplace.
        return event.data.status === 'open'
          ? { ...state, status: 'open', assignmentId: null }
          : { ...state, status: 'assigned' };
      case 'MissionWithdrawn':
        return { ...state, withdrawn: true };
      default:
        return state;
    }
  },

  decide(command: MissionCommand, state: MissionState): MissionEvent[] {
    switch (command.kind) {
      case 'Post':
        if (state.posted) throw new DomainRuleViolation('conflict', 'Mission already exists');
        assertParentOf(command.mission, command.parent);
        return [{ type: 'MissionPosted', data: command.mission }];
      case 'Assign':
        if (!state.posted || state.withdrawn)
          throw new DomainRuleViolation('not_found', MARKETPLACE_TEXTS.missionNotFound);
        if (state.assignmentId === command.assignmentId) return [];
        if (state.status !== 'open')
          throw new DomainRuleViolation('conflict', MARKETPLACE_TEXTS.alreadyTaken);
        return [
          {
            type: 'MissionAssigned',
            data: {
              mission_id: command.missionId,
              assignment_id: command.assignmentId,
              operator_id: command.operatorId,
            },
          },
        ];
      case 'ChangeDetails': {
        const { posted } = state;
        if (!posted) throw new DomainRuleViolation('not_found', MARKETPLACE_TEXTS.missionNotFound);
        if (state.withdrawn) return [];
        const changes = changedFields(posted, command.changes);
        if (Object.keys(changes).length === 0) return [];
        return [
          {
            type: 'MissionDetailsChanged',
            data: { mission_id: posted.mission_id, changes, source: command.source },
          },
        ];
      }
      case 'Reopen':
        if (state.withdrawn || state.assignmentId !== command.assignmentId) return [];
        return [
          {
            type: 'MissionReopened',
            data: {
              mission_id: command.missionId,
              assignment_id: command.assignmentId,
              reason: command.reason,
            },
          },
        ];
      case 'Edit': {
        const { posted } = state;
        if (!posted || state.withdrawn)
          throw new DomainRuleViolation('not_found', MARKETPLACE_TEXTS.missionNotFound);
        const changes = changedFields(posted, command.changes);
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'MissionEditedByAdmin', data: { mission_id: posted.mission_id, changes } }];
      }
      case 'SetStatus': {
        const { posted } = state;
        if (!posted || state.withdrawn)
          throw new DomainRuleViolation('not_found', MARKETPLACE_TEXTS.missionNotFound);
        return [
          {
            type: 'MissionStatusSetByAdmin',
            data: {
              mission_id: posted.mission_id,
              status: command.status,
              released_assignment_id: command.status === 'open' ? state.assignmentId : null,
            },
          },
        ];
      }
      case 'Withdraw':
        if (!state.posted)
          throw new DomainRuleViolation('not_found', MARKETPLACE_TEXTS.missionNotFound);
        if (state.withdrawn) return [];
        // An admin withdraws only a mission nobody holds; a deleted company takes its missions along.
        if (command.reason === 'admin_deleted' && state.assignmentId !== null)
          throw new DomainRuleViolation('conflict', MISSIONS_CONSOLE_TEXTS.missionHeld);
        return [
          {
            type: 'MissionWithdrawn',
            data: { mission_id: command.missionId, reason: command.reason },
          },
        ];
    }
  },
};

/**
 * A subtask's parent is a mission of the same company (or, for both, of none) that is still
 * there. Another company's mission answers as a missing one: its existence is not the caller's.
 */
function assertParentOf(mission: EventData<'MissionPosted'>, parent: MissionState | undefined) {
  if (mission.parent_id === undefined) return;
  const posted = parent?.posted;
  if (
    !posted ||
    parent.withdrawn ||
    posted.mission_id !== mission.parent_id ||
    posted.company_id !== mission.company_id
  )
    throw new DomainRuleViolation('invalid', SUBTASK_TEXTS.parentNotFound);
}

/** The fields of `changes` whose value differs from the mission's. */
function changedFields<T extends object>(
  posted: EventData<'MissionPosted'>,
  changes: T,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(changes).filter(
      ([field, value]) =>
        value !== undefined &&
        !isDeepStrictEqual(posted[field as keyof EventData<'MissionPosted'>], value),
    ),
  ) as Partial<T>;
}

import { MARKETPLACE_TEXTS, type MissionStatus } from '@morphic/contracts';
import type { DomainEvent, EventData, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '../../../infrastructure/commands/decider';

/** A mission's stream (`mission-<id>`): what was posted and who holds its one slot. */
export interface MissionState {
  readonly posted: EventData<'MissionPosted'> | null;
  readonly status: Extract<MissionStatus, 'open' | 'assigned'>;
  readonly assignmentId: string | null;
}

export type MissionCommand =
  | { readonly kind: 'Post'; readonly mission: EventData<'MissionPosted'> }
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
    };

type MissionEvent = EventOfType<'MissionPosted' | 'MissionAssigned' | 'MissionReopened'>;

/**
 * Posting happens once; only an open mission can be assigned, so of many operators racing for
 * it exactly one wins. Assigning to the assignment that holds it already is a no-op (a retried
 * command), and only the holder's assignment can reopen it.
 */
export const missionDecider: Decider<MissionState, MissionCommand, MissionEvent> = {
  initialState: { posted: null, status: 'open', assignmentId: null },

  evolve(state: MissionState, event: DomainEvent): MissionState {
    switch (event.type) {
      case 'MissionPosted':
        return { posted: event.data, status: 'open', assignmentId: null };
      case 'MissionAssigned':
        return { ...state, status: 'assigned', assignmentId: event.data.assignment_id };
      case 'MissionReopened':
        return state.assignmentId === event.data.assignment_id
          ? { ...state, status: 'open', assignmentId: null }
          : state;
      default:
        return state;
    }
  },

  decide(command: MissionCommand, state: MissionState): MissionEvent[] {
    switch (command.kind) {
      case 'Post':
        if (state.posted) throw new DomainRuleViolation('conflict', 'Mission already exists');
        return [{ type: 'MissionPosted', data: command.mission }];
      case 'Assign':
        if (!state.posted)
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
      case 'Reopen':
        if (state.assignmentId !== command.assignmentId) return [];
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
    }
  },
};

import { MARKETPLACE_TEXTS } from '@morphic/contracts';
import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';

/** An operator's one slot for unsubmitted work (stream `workslot-<operatorId>`). */
export interface WorkSlotState {
  /** The assignment that holds the slot, or null when it is free. */
  readonly assignmentId: string | null;
}

export type WorkSlotCommand =
  | { readonly kind: 'Take'; readonly operatorId: string; readonly assignmentId: string }
  | { readonly kind: 'Free'; readonly operatorId: string; readonly assignmentId: string };

type WorkSlotEvent = EventOfType<'WorkSlotTaken' | 'WorkSlotFreed'>;

/**
 * One unsubmitted assignment per operator. Taking is idempotent for the assignment that
 * already holds the slot (a retried command, or an unsubmit re-taking it); freeing is a no-op
 * for any other assignment, so a late or repeated free never releases someone else's hold.
 */
export const workSlotDecider: Decider<WorkSlotState, WorkSlotCommand, WorkSlotEvent> = {
  initialState: { assignmentId: null },

  evolve(state: WorkSlotState, event: DomainEvent): WorkSlotState {
    switch (event.type) {
      case 'WorkSlotTaken':
        return { assignmentId: event.data.assignment_id };
      case 'WorkSlotFreed':
        return state.assignmentId === event.data.assignment_id ? { assignmentId: null } : state;
      default:
        return state;
    }
  },

  decide(command: WorkSlotCommand, state: WorkSlotState): WorkSlotEvent[] {
    const data = { operator_id: command.operatorId, assignment_id: command.assignmentId };
    switch (command.kind) {
      case 'Take':
        if (state.assignmentId === command.assignmentId) return [];
        if (state.assignmentId !== null)
          throw new DomainRuleViolation('conflict', MARKETPLACE_TEXTS.workSlotTaken);
        return [{ type: 'WorkSlotTaken', data }];
      case 'Free':
        return state.assignmentId === command.assignmentId ? [{ type: 'WorkSlotFreed', data }] : [];
    }
  },
};

import { STREAMS } from '@morphic/contracts/server';
import type { Decision } from '#infrastructure/commands/decision';
import { workSlotDecider, type WorkSlotCommand } from '../work-slot/work-slot.decider';
import {
  assignmentDecider,
  usesWorkSlot,
  type AssignmentState,
  type OperatorAssignmentCommand,
} from './assignment.decider';

/**
 * What an operator's step on a marketplace assignment does to their one work slot: submitted or
 * released work frees it; work made unsubmitted again takes it back (409 while another
 * assignment holds it).
 */
const WORK_SLOT_CHANGE: Partial<
  Record<OperatorAssignmentCommand['kind'], WorkSlotCommand['kind']>
> = { Submit: 'Free', Release: 'Free', Unsubmit: 'Take', Retry: 'Take' };

/**
 * Decides an operator's step on their assignment together with its work-slot change, in the
 * caller's decision: both are appended at once, or neither is. Returns the assignment after it.
 */
export async function decideOperatorStep(
  streams: Decision,
  assignmentId: string,
  step: OperatorAssignmentCommand,
): Promise<AssignmentState> {
  const { state } = await streams.decide(STREAMS.assignment(assignmentId), assignmentDecider, step);
  const slotChange = WORK_SLOT_CHANGE[step.kind];
  const task = state.task;
  if (slotChange && task && usesWorkSlot(task.source)) {
    await streams.decide(STREAMS.workSlot(task.operator_id), workSlotDecider, {
      kind: slotChange,
      operatorId: task.operator_id,
      assignmentId,
    });
  }
  return state;
}

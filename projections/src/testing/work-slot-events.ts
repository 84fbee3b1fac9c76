import { STREAMS } from '@morphic/contracts/server';
import type { TestLog } from './project';

/** An operator's work-slot events, on its `workslot-<operatorId>` stream of the test log. */
export function workSlotEvents(log: TestLog, operatorId = 'op-ada') {
  const options = { streamId: STREAMS.workSlot(operatorId) };
  const data = (assignmentId: string) => ({ operator_id: operatorId, assignment_id: assignmentId });
  return {
    taken: (assignmentId: string) => log.event('WorkSlotTaken', data(assignmentId), options),
    freed: (assignmentId: string) => log.event('WorkSlotFreed', data(assignmentId), options),
  };
}

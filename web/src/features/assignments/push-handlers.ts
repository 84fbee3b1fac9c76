import type { PushHandlers } from '../../lib/realtime/push-handlers';
import { positionGate } from '../../lib/realtime/positions';
import { writeAssignment } from './write-assignment';

export const assignmentsPushHandlers: PushHandlers = {
  'assignment.updated': (data, { queryClient, position }) => {
    if (positionGate.accept(`assignment:${data.id}`, position)) writeAssignment(queryClient, data);
  },
};

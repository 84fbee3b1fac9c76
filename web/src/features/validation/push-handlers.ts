import type { PushHandlers } from '../../lib/realtime/push-handlers';
import { positionGate } from '../../lib/realtime/positions';
import { writeClosedJob, writeMyJob, writeOpenedJob } from './write-validation-job';

export const validationPushHandlers: PushHandlers = {
  'validation.job.opened': (job, { queryClient }) => writeOpenedJob(queryClient, job),
  'validation.job.closed': (closed, { queryClient }) => writeClosedJob(queryClient, closed),
  'validation.job.updated': (job, { queryClient, position }) => {
    if (positionGate.accept(`validation-job:${job.validation_entry_id}`, position)) {
      writeMyJob(queryClient, job);
    }
  },
};

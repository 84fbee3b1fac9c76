import type { PushHandlers } from '../../lib/realtime/push-handlers';
import { adminAssignmentQuery, operatorAnalysisKey } from './queries';

/**
 * An operator's assignment changed (the console hears every one): their analysis screen
 * refetches its statistics, activity log and graph, and an open assignment analysis its details.
 */
export const operatorAnalysisPushHandlers: PushHandlers = {
  'assignment.updated': (assignment, { queryClient }) => {
    void queryClient.invalidateQueries({ queryKey: operatorAnalysisKey(assignment.operator.id) });
    void queryClient.invalidateQueries({ queryKey: adminAssignmentQuery(assignment.id).queryKey });
  },
};

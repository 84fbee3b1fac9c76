import type { PushHandlers } from '../../lib/realtime/push-handlers';
import { missionsConsoleKey } from '../missions-console/queries';
import { OPERATOR_LISTS_KEY } from './components/operators/useOperatorCommand';

const LIST_KEYS = {
  missions: missionsConsoleKey,
  operators: OPERATOR_LISTS_KEY,
} as const;

/**
 * Another admin changed a mission or an operator: the console's open Missions tab (and a
 * mission's analysis) or operator lists read themselves again, without a reload.
 */
export const adminListsPushHandlers: PushHandlers = {
  'admin.list.changed': ({ list }, { queryClient }) => {
    void queryClient.invalidateQueries({ queryKey: LIST_KEYS[list] });
  },
};

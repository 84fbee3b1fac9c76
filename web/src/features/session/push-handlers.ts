import type { SessionUser } from '@morphic/contracts';
import type { PushHandlers } from '../../lib/realtime/push-handlers';
import { positionGate } from '../../lib/realtime/positions';
import { sessionUserKey } from './session-actions';

export const sessionPushHandlers: PushHandlers = {
  'account.updated': (data, { queryClient, position }) => {
    const current = queryClient.getQueryData<SessionUser>(sessionUserKey);
    if (!current || current.id !== data.id) return;
    if (positionGate.accept(`account.updated:${data.id}`, position)) {
      queryClient.setQueryData(sessionUserKey, { ...current, ...data });
    }
  },
};

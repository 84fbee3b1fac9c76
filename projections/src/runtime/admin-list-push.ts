import { ROOMS, type RealtimePayload } from '@morphic/contracts';
import type { EventType } from '@morphic/contracts/server';
import type { Push, PushHandler, PushHandlers } from './projection';

type AdminList = RealtimePayload<'admin.list.changed'>['list'];

/** Tells every open admin console that one of its lists changed (spec 03: lists are live). */
export function adminListPush(list: AdminList): Push {
  return {
    rooms: [ROOMS.role('admin'), ROOMS.role('founder')],
    message: 'admin.list.changed',
    data: { list },
  };
}

/** The handlers' pushes, each followed by one `admin.list.changed` for `list`. */
export function withAdminListPush(list: AdminList, handlers: PushHandlers): PushHandlers {
  const changed = adminListPush(list);
  return Object.fromEntries(
    Object.entries(handlers).map(([type, handler]) => {
      const push = handler as PushHandler<EventType>;
      const withList: PushHandler<EventType> = async (event, store) => [
        ...(await push(event, store)),
        changed,
      ];
      return [type, withList];
    }),
  ) as PushHandlers;
}

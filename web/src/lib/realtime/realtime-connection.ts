import {
  type ClientToServerEvents,
  type NotificationsResponse,
  type RealtimeEnvelope,
  type RealtimeMessageName,
  type RealtimePayload,
  realtimeMessages,
  type ServerToClientEvents,
  type SessionUser,
  SOCKET_PATH,
} from '@morphic/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import { queryKeys } from '../query-keys';
import { prependNotification, removeNotification, updateNotification } from './cache-updates';
import {
  type ConnectionEvent,
  initialConnectionState,
  nextConnectionState,
} from './connection-status';
import { positionGate } from './positions';
import { setRealtimeStatus } from './realtime-status-store';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

type PushHandlers = {
  [N in RealtimeMessageName]: (data: RealtimePayload<N>, position: string | null) => void;
};

/** Where each pushed document goes in the TanStack Query cache. */
function cacheWriters(queryClient: QueryClient): PushHandlers {
  return {
    'connection.ready': () => undefined,
    'settings.public': (data, position) => {
      if (positionGate.accept('settings.public', position)) {
        queryClient.setQueryData(queryKeys.publicSettings, data);
      }
    },
    'settings.admin': (data, position) => {
      if (positionGate.accept('settings.admin', position)) {
        queryClient.setQueryData(queryKeys.adminSettings, data);
      }
    },
    'account.updated': (data, position) => {
      const current = queryClient.getQueryData<SessionUser>(queryKeys.me);
      if (!current || current.id !== data.id) return;
      if (positionGate.accept(`account.updated:${data.id}`, position)) {
        queryClient.setQueryData(queryKeys.me, { ...current, ...data });
      }
    },
    'notification.created': (data) => {
      queryClient.setQueriesData<NotificationsResponse>(
        { queryKey: queryKeys.notificationsAll },
        (list) => (list ? prependNotification(list, data) : list),
      );
    },
    'notification.updated': (data) => {
      queryClient.setQueriesData<NotificationsResponse>(
        { queryKey: queryKeys.notificationsAll },
        (list) => (list ? updateNotification(list, data) : list),
      );
    },
    'notification.deleted': (data) => {
      queryClient.setQueriesData<NotificationsResponse>(
        { queryKey: queryKeys.notificationsAll },
        (list) => (list ? removeNotification(list, data.id) : list),
      );
    },
  };
}

/**
 * Opens the one Socket.IO connection of the page (anonymous sockets join only the public
 * room) and wires it to the query cache. Returns the function that closes it.
 */
export function openRealtimeConnection(token: string | null, queryClient: QueryClient): () => void {
  const socket: RealtimeSocket = io({
    path: SOCKET_PATH,
    auth: token ? { token } : {},
    forceNew: true,
  });

  let state = initialConnectionState;
  const dispatch = (event: ConnectionEvent): void => {
    state = nextConnectionState(state, event);
    setRealtimeStatus(state.status);
  };
  setRealtimeStatus(state.status);

  socket.on('connect', () => dispatch({ type: 'connected' }));
  socket.on('disconnect', () => dispatch({ type: 'disconnected', willReconnect: socket.active }));
  socket.on('connect_error', () => dispatch({ type: 'connect-failed', willRetry: socket.active }));

  // The rooms are joined: unless Socket.IO replayed what was missed (a recovered session),
  // anything fetched before this moment may be stale, so refetch what is on screen.
  socket.on('connection.ready', () => {
    if (!socket.recovered) void queryClient.invalidateQueries();
  });

  const writers = cacheWriters(queryClient);
  const listen = <N extends RealtimeMessageName>(name: N): void => {
    const schema = realtimeMessages[name];
    const handler = (envelope: RealtimeEnvelope<N>): void => {
      const parsed = schema.safeParse(envelope?.data);
      if (!parsed.success) {
        console.error(`Ignored malformed realtime message ${name}`, parsed.error.message);
        return;
      }
      writers[name](parsed.data as RealtimePayload<N>, envelope.position ?? null);
    };
    // Socket.IO's typed `on` cannot relate a generic N to its handler; the map above is typed.
    (socket.on as (event: N, listener: (envelope: RealtimeEnvelope<N>) => void) => void)(
      name,
      handler,
    );
  };
  for (const name of Object.keys(realtimeMessages) as RealtimeMessageName[]) listen(name);

  return () => {
    socket.removeAllListeners();
    socket.disconnect();
    dispatch({ type: 'closed' });
  };
}

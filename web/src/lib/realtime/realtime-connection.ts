import {
  type ClientToServerEvents,
  type RealtimeEnvelope,
  type RealtimeMessageName,
  realtimeMessages,
  type ServerToClientEvents,
  SOCKET_PATH,
} from '@morphic/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import {
  type ConnectionEvent,
  initialConnectionState,
  nextConnectionState,
} from './connection-status';
import { composePushHandlers, type PushHandler, type PushHandlers } from './push-handlers';
import { setRealtimeStatus } from './realtime-status-store';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Opens the one Socket.IO connection of the page (anonymous sockets join only the public
 * room) and hands each pushed message to the features' handlers. Returns the function that
 * closes it.
 */
export function openRealtimeConnection(
  token: string | null,
  queryClient: QueryClient,
  features: readonly PushHandlers[],
): () => void {
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
  socket.on('disconnect', (reason) => {
    dispatch({ type: 'disconnected', willReconnect: socket.active });
    // The server cuts a socket only when its session ended (signed out elsewhere, suspended,
    // deleted): refetching what is on screen lets the session's own query find out and sign
    // out here.
    if (reason === 'io server disconnect') void queryClient.invalidateQueries();
  });
  socket.on('connect_error', () => dispatch({ type: 'connect-failed', willRetry: socket.active }));

  // The rooms are joined: unless Socket.IO replayed what was missed (a recovered session),
  // anything fetched before this moment may be stale, so refetch what is on screen.
  socket.on('connection.ready', () => {
    if (!socket.recovered) void queryClient.invalidateQueries();
  });

  const listen = <N extends RealtimeMessageName>(name: N, handlers: PushHandler<N>[]): void => {
    const schema = realtimeMessages[name];
    const handler = (envelope: RealtimeEnvelope<N>): void => {
      const parsed = schema.safeParse(envelope?.data);
      if (!parsed.success) {
        console.error(`Ignored malformed realtime message ${name}`, parsed.error.message);
        return;
      }
      const context = { queryClient, position: envelope.position ?? null };
      for (const write of handlers) write(parsed.data as Parameters<typeof write>[0], context);
    };
    // Socket.IO's typed `on` cannot relate a generic N to its handler; the handlers are typed.
    (socket.on as (event: N, listener: (envelope: RealtimeEnvelope<N>) => void) => void)(
      name,
      handler,
    );
  };
  const handlerLists = composePushHandlers(features);
  for (const name of Object.keys(handlerLists) as RealtimeMessageName[]) {
    listen(name, handlerLists[name] as PushHandler<typeof name>[]);
  }

  return () => {
    socket.removeAllListeners();
    socket.disconnect();
    dispatch({ type: 'closed' });
  };
}

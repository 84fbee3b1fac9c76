import {
  type ClientToServerEvents,
  type NotificationsResponse,
  type RecommendationsResponse,
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
import { writeAssignment } from '../../features/assignments/api/write-pushed-assignment';
import {
  applyBlocked,
  applyMissionUpdate,
} from '../../features/marketplace/api/recommendations-cache';
import {
  writeClosedJob,
  writeMyJob,
  writeOpenedJob,
} from '../../features/validation/api/write-pushed-validation-job';
import {
  writeThreadMessage,
  writeThreadSummary,
} from '../../features/internal-messages/api/write-pushed-thread';
import { refreshOnboarding } from '../../features/onboarding/api/onboarding-cache';
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
      if (data.onboarding_completed !== undefined) refreshOnboarding(queryClient);
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
    'assignment.updated': (data, position) => {
      if (!positionGate.accept(`assignment:${data.id}`, position)) return;
      writeAssignment(queryClient, data);
      if (data.is_onboarding) refreshOnboarding(queryClient);
    },
    // A new mission is ranked with the caller's own score and search: refetch the lists.
    'mission.created': () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.marketplaceAll });
    },
    'mission.updated': (data, position) => {
      if (!positionGate.accept(`mission:${data.mission_id}`, position)) return;
      let refetch = false;
      queryClient.setQueriesData<RecommendationsResponse>(
        { queryKey: queryKeys.marketplaceAll },
        (list) => {
          if (!list) return list;
          const outcome = applyMissionUpdate(list, data);
          if (outcome.kind === 'refetch') refetch = true;
          return outcome.kind === 'updated' ? outcome.list : list;
        },
      );
      if (refetch) void queryClient.invalidateQueries({ queryKey: queryKeys.marketplaceAll });
    },
    'marketplace.apply_blocked': (data) => {
      const me = queryClient.getQueryData<SessionUser>(queryKeys.me);
      if (me && me.id !== data.operator_id) return;
      queryClient.setQueriesData<RecommendationsResponse>(
        { queryKey: queryKeys.marketplaceAll },
        (list) => (list ? applyBlocked(list, data.apply_blocked) : list),
      );
      // The refetch brings the blocked reason.
      void queryClient.invalidateQueries({ queryKey: queryKeys.marketplaceAll });
    },
    'validation.job.opened': (data) => writeOpenedJob(queryClient, data),
    'validation.job.closed': (data) => writeClosedJob(queryClient, data),
    'onboarding.updated': () => refreshOnboarding(queryClient),
    'thread.message': (data) => writeThreadMessage(queryClient, data),
    'thread.updated': (data, position) => {
      if (positionGate.accept(`thread:${data.thread_id}`, position)) {
        writeThreadSummary(queryClient, data);
      }
    },
    'validation.job.updated': (data, position) => {
      if (positionGate.accept(`validation-job:${data.validation_entry_id}`, position)) {
        writeMyJob(queryClient, data);
      }
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

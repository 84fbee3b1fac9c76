/** What the shell shows about the live-update connection. */
export type RealtimeStatus = 'online' | 'reconnecting' | 'offline';

export interface ConnectionState {
  readonly status: RealtimeStatus;
  /** The socket has been connected at least once. */
  readonly everConnected: boolean;
  /** Failed attempts since the last successful connection. */
  readonly failedAttempts: number;
}

export type ConnectionEvent =
  | { readonly type: 'connected' }
  /** The socket dropped; `willReconnect` is Socket.IO's `socket.active` after the drop. */
  | { readonly type: 'disconnected'; readonly willReconnect: boolean }
  /** An attempt failed; `willRetry` is false when the server refused the handshake. */
  | { readonly type: 'connect-failed'; readonly willRetry: boolean }
  | { readonly type: 'closed' };

/** After this many failed attempts in a row a dropped connection counts as offline. */
export const OFFLINE_AFTER_FAILED_ATTEMPTS = 3;

/** A new socket is trying for the first time: shown as reconnecting ("connecting"). */
export const initialConnectionState: ConnectionState = {
  status: 'reconnecting',
  everConnected: false,
  failedAttempts: 0,
};

export function nextConnectionState(
  state: ConnectionState,
  event: ConnectionEvent,
): ConnectionState {
  switch (event.type) {
    case 'connected':
      return { status: 'online', everConnected: true, failedAttempts: 0 };
    case 'disconnected':
      return {
        ...state,
        status: event.willReconnect ? 'reconnecting' : 'offline',
        failedAttempts: 0,
      };
    case 'connect-failed': {
      const failedAttempts = state.failedAttempts + 1;
      const offline =
        !event.willRetry || !state.everConnected || failedAttempts >= OFFLINE_AFTER_FAILED_ATTEMPTS;
      return { ...state, failedAttempts, status: offline ? 'offline' : 'reconnecting' };
    }
    case 'closed':
      return { ...state, status: 'offline' };
  }
}

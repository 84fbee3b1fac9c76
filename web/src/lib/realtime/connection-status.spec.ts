import {
  type ConnectionEvent,
  type ConnectionState,
  initialConnectionState,
  nextConnectionState,
  OFFLINE_AFTER_FAILED_ATTEMPTS,
} from './connection-status';

const run = (events: ConnectionEvent[], from: ConnectionState = initialConnectionState) =>
  events.reduce(nextConnectionState, from);

describe('nextConnectionState', () => {
  it('starts as reconnecting (connecting) and goes online on connect', () => {
    expect(initialConnectionState.status).toBe('reconnecting');
    expect(run([{ type: 'connected' }]).status).toBe('online');
  });

  it('is offline when the very first attempt fails', () => {
    expect(run([{ type: 'connect-failed', willRetry: true }]).status).toBe('offline');
  });

  it('shows reconnecting after a drop, then offline after repeated failures', () => {
    let state = run([{ type: 'connected' }, { type: 'disconnected', willReconnect: true }]);
    expect(state.status).toBe('reconnecting');
    for (let i = 1; i < OFFLINE_AFTER_FAILED_ATTEMPTS; i += 1) {
      state = nextConnectionState(state, { type: 'connect-failed', willRetry: true });
      expect(state.status).toBe('reconnecting');
    }
    state = nextConnectionState(state, { type: 'connect-failed', willRetry: true });
    expect(state.status).toBe('offline');
    expect(nextConnectionState(state, { type: 'connected' })).toEqual({
      status: 'online',
      everConnected: true,
      failedAttempts: 0,
    });
  });

  it('is offline when the server closed the connection or refused the handshake', () => {
    expect(
      run([{ type: 'connected' }, { type: 'disconnected', willReconnect: false }]).status,
    ).toBe('offline');
    expect(run([{ type: 'connected' }, { type: 'connect-failed', willRetry: false }]).status).toBe(
      'offline',
    );
    expect(run([{ type: 'connected' }, { type: 'closed' }]).status).toBe('offline');
  });
});

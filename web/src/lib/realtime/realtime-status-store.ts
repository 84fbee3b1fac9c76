import { useSyncExternalStore } from 'react';
import type { RealtimeStatus } from './connection-status';

const listeners = new Set<() => void>();
let current: RealtimeStatus = 'offline';

export function getRealtimeStatus(): RealtimeStatus {
  return current;
}

/** Publishes the connection state, also as `<body data-realtime>` for end-to-end tests. */
export function setRealtimeStatus(status: RealtimeStatus): void {
  if (typeof document !== 'undefined') document.body.dataset.realtime = status;
  if (status === current) return;
  current = status;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(subscribe, getRealtimeStatus, () => 'offline');
}

/**
 * Stale time for documents the server pushes: while the socket is online the cache is kept
 * current by pushes, so nothing refetches; while it is down a screen that mounts refetches.
 */
export function pushedDocumentStaleTime(): number {
  return current === 'online' ? Number.POSITIVE_INFINITY : 0;
}

import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useToken } from '../token-store';
import type { PushHandlers } from './push-handlers';

/**
 * Keeps exactly one realtime connection open, re-created whenever the session token changes.
 * `handlers` must be a stable list (each feature's push handlers). The Socket.IO client and
 * the message schemas load after the first render, so they do not delay the page.
 */
export function RealtimeProvider({
  handlers,
  children,
}: {
  handlers: readonly PushHandlers[];
  children: ReactNode;
}) {
  const token = useToken();
  const queryClient = useQueryClient();
  useEffect(() => {
    let close: (() => void) | null = null;
    let cancelled = false;
    void import('./realtime-connection').then(({ openRealtimeConnection }) => {
      if (!cancelled) close = openRealtimeConnection(token, queryClient, handlers);
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [token, queryClient, handlers]);
  return children;
}

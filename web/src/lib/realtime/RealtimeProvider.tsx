import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useToken } from '../token-store';
import type { PushHandlers } from './push-handlers';

/**
 * Keeps exactly one realtime connection open, re-created whenever the session token changes.
 * `loadHandlers` must be a stable function that loads each feature's push handlers. They, the
 * Socket.IO client and the message schemas load after the first render, so they do not delay
 * the page.
 */
export function RealtimeProvider({
  loadHandlers,
  children,
}: {
  loadHandlers: () => Promise<readonly PushHandlers[]>;
  children: ReactNode;
}) {
  const token = useToken();
  const queryClient = useQueryClient();
  useEffect(() => {
    let close: (() => void) | null = null;
    let cancelled = false;
    void Promise.all([import('./realtime-connection'), loadHandlers()]).then(
      ([{ openRealtimeConnection }, handlers]) => {
        if (!cancelled) close = openRealtimeConnection(token, queryClient, handlers);
      },
    );
    return () => {
      cancelled = true;
      close?.();
    };
  }, [token, queryClient, loadHandlers]);
  return children;
}

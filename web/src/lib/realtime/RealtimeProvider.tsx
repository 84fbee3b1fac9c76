import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useToken } from '../token-store';
import type { PushHandlers } from './push-handlers';
import { openRealtimeConnection } from './realtime-connection';

/**
 * Keeps exactly one realtime connection open, re-created whenever the session token changes.
 * `handlers` must be a stable list (each feature's push handlers).
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
  useEffect(
    () => openRealtimeConnection(token, queryClient, handlers),
    [token, queryClient, handlers],
  );
  return children;
}

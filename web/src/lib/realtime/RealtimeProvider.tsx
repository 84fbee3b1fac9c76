import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useToken } from '../token-store';
import { openRealtimeConnection } from './realtime-connection';

/** Keeps exactly one realtime connection open, re-created whenever the session token changes. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const token = useToken();
  const queryClient = useQueryClient();
  useEffect(() => openRealtimeConnection(token, queryClient), [token, queryClient]);
  return children;
}

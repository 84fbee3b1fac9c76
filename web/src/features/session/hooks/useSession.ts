import type { SessionUser } from '@morphic/contracts';
import { useQuery } from '@tanstack/react-query';
import { isUnauthorized } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { pushedDocumentStaleTime } from '../../../lib/realtime/realtime-status-store';
import { getToken, useToken } from '../../../lib/token-store';
import { fetchMe } from '../api/session-api';
import { endSession } from '../session-actions';

export type SessionStatus = 'anonymous' | 'loading' | 'authenticated' | 'error';

export interface Session {
  readonly status: SessionStatus;
  readonly token: string | null;
  readonly user: SessionUser | null;
  readonly error: unknown;
  readonly retry: () => void;
}

async function loadSessionUser(token: string, signal: AbortSignal): Promise<SessionUser> {
  try {
    return (await fetchMe(token, signal)).user;
  } catch (error) {
    // The token is invalid or revoked: sign out (only if it is still the current one).
    if (isUnauthorized(error) && getToken() === token) endSession();
    throw error;
  }
}

/** The signed-in user (GET /api/auth/me), kept current by `account.updated` pushes. */
export function useSession(): Session {
  const token = useToken();
  const query = useQuery({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => {
      if (!token) throw new Error('No session');
      return loadSessionUser(token, signal);
    },
    enabled: token !== null,
    staleTime: pushedDocumentStaleTime,
  });

  let status: SessionStatus;
  if (!token) status = 'anonymous';
  else if (query.data) status = 'authenticated';
  else if (query.isError) status = 'error';
  else status = 'loading';

  return {
    status,
    token,
    user: token ? (query.data ?? null) : null,
    error: query.error,
    retry: () => void query.refetch(),
  };
}

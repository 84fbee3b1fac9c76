import type { SessionUser } from '@morphic/contracts';
import { useQuery } from '@tanstack/react-query';
import { useToken } from '../../../lib/token-store';
import { sessionUserQuery } from '../session-query';

export type SessionStatus = 'anonymous' | 'loading' | 'authenticated' | 'error';

export interface Session {
  readonly status: SessionStatus;
  readonly token: string | null;
  readonly user: SessionUser | null;
  readonly error: unknown;
  readonly retry: () => void;
}

/** The signed-in user, or why there is none yet. */
export function useSession(): Session {
  const token = useToken();
  const query = useQuery(sessionUserQuery(token));

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

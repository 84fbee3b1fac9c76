import type { SessionUser } from '@morphic/contracts';
import { queryOptions } from '@tanstack/react-query';
import { identityApi } from '../../lib/api/clients';
import { isUnauthorized } from '../../lib/api-client';
import { pushedDocumentStaleTime } from '../../lib/realtime/realtime-status-store';
import { getToken } from '../../lib/token-store';
import { endSession, sessionUserKey } from './session-actions';

async function loadSessionUser(token: string, signal: AbortSignal): Promise<SessionUser> {
  try {
    return (await identityApi.me({ token, signal })).user;
  } catch (error) {
    // The token is invalid or revoked: sign out (only if it is still the current one).
    if (isUnauthorized(error) && getToken() === token) endSession();
    throw error;
  }
}

/** The signed-in user of `token` (GET /api/auth/me), kept current by `account.updated` pushes. */
export function sessionUserQuery(token: string | null) {
  return queryOptions({
    queryKey: sessionUserKey,
    queryFn: ({ signal }) =>
      token ? loadSessionUser(token, signal) : Promise.reject(new Error('No session')),
    enabled: token !== null,
    staleTime: pushedDocumentStaleTime,
  });
}

import type { LoginResponse } from '@morphic/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { SESSION_SCOPE } from '../../lib/query-scopes';
import { storage } from '../../lib/storage';
import { IMPERSONATION_KEYS, STORAGE_KEYS } from '../../lib/storage-keys';
import { setToken } from '../../lib/token-store';

/** Where the signed-in user is cached (see `sessionUserQuery`). */
export const sessionUserKey = [...SESSION_SCOPE, 'me'] as const;

export function clearImpersonationMarkers(): void {
  for (const key of IMPERSONATION_KEYS) storage.remove(key);
}

/** After a successful login: keep the token, remember the account type, show the user. */
export function establishSession(
  queryClient: QueryClient,
  response: Pick<LoginResponse, 'token' | 'user'>,
): void {
  clearImpersonationMarkers();
  setToken(response.token);
  storage.set(STORAGE_KEYS.lastRole, response.user.type);
  queryClient.setQueryData(sessionUserKey, response.user);
}

/** Forgets the session locally (the server-side revocation is the caller's business). */
export function endSession(): void {
  clearImpersonationMarkers();
  setToken(null);
}

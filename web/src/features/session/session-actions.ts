import type { LoginResponse } from '@morphic/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { storage } from '../../lib/storage';
import { IMPERSONATION_KEYS, STORAGE_KEYS } from '../../lib/storage-keys';
import { setToken } from '../../lib/token-store';

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
  queryClient.setQueryData(queryKeys.me, response.user);
}

/** Forgets the session locally (the server-side revocation is the caller's business). */
export function endSession(): void {
  clearImpersonationMarkers();
  setToken(null);
}

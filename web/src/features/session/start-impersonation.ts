import type { ImpersonationResponse } from '@morphic/contracts';
import { STORAGE_KEYS, type StorageKey } from '../../lib/storage-keys';
import { displayName } from './user-display';

/**
 * What to keep in browser storage when an impersonation starts (spec 01 section 3): the
 * admin's own token to return to, the flag, who is impersonated, and that account.
 */
export function impersonationMarkers(
  originalToken: string,
  response: Pick<ImpersonationResponse, 'user'>,
): [StorageKey, string][] {
  const { user } = response;
  return [
    [STORAGE_KEYS.originalToken, originalToken],
    [STORAGE_KEYS.impersonating, 'true'],
    [STORAGE_KEYS.impersonatingAs, displayName(user)],
    [
      STORAGE_KEYS.impersonatedOperator,
      JSON.stringify({
        id: user.id,
        username: user.username,
        full_name: user.full_name,
        email: user.email,
        type: user.type,
      }),
    ],
  ];
}

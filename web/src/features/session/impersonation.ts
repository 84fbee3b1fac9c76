import { decodeJwtPayload } from '../../lib/jwt';

export interface ImpersonationMarkers {
  /** The stored `impersonating` flag. */
  readonly flag: string | null;
  readonly token: string | null;
  readonly originalToken: string | null;
}

/**
 * Impersonation is active only when the flag is set and the token says so; when the token
 * cannot be decoded, when the original token differs from the current one.
 */
export function isImpersonationActive({
  flag,
  token,
  originalToken,
}: ImpersonationMarkers): boolean {
  if (flag !== 'true' || !token) return false;
  const claims = decodeJwtPayload(token);
  if (claims) return claims.impersonation === true;
  return originalToken !== null && originalToken !== token;
}

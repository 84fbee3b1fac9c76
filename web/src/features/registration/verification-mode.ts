import { isInternalHref } from '../../lib/navigation/internal-href';

/** The three modes of /email-verification (spec 01 section 2.7). */
export type VerificationMode =
  | { readonly kind: 'signup' }
  | { readonly kind: 'verify'; readonly email: string; readonly redirect: string }
  | { readonly kind: 'reset'; readonly uid: string | null; readonly token: string | null };

export interface VerificationSearch {
  readonly mode?: 'signup' | 'verify' | 'reset';
  readonly email?: string;
  readonly redirect?: string;
  readonly reset_token?: string;
  readonly uid?: string;
}

export const DEFAULT_AFTER_VERIFICATION = '/character-report';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The route's query, keeping only what the page understands. */
export function parseVerificationSearch(search: Record<string, unknown>): VerificationSearch {
  const mode = search.mode;
  return {
    ...(mode === 'signup' || mode === 'verify' || mode === 'reset' ? { mode } : {}),
    ...(text(search.email) ? { email: text(search.email) } : {}),
    ...(text(search.redirect) ? { redirect: text(search.redirect) } : {}),
    ...(text(search.reset_token) ? { reset_token: text(search.reset_token) } : {}),
    ...(text(search.uid) ? { uid: text(search.uid) } : {}),
  };
}

/**
 * Which mode the page is in: a reset link carries `reset_token` and `uid`; a verify-only
 * visit names the address (or says `mode=verify`); otherwise it finishes a sign-up.
 */
export function verificationModeOf(search: VerificationSearch): VerificationMode {
  if (search.mode === 'reset' || search.reset_token || search.uid) {
    return { kind: 'reset', uid: search.uid ?? null, token: search.reset_token ?? null };
  }
  if (search.mode === 'verify' || (search.mode !== 'signup' && search.email)) {
    const redirect =
      search.redirect && isInternalHref(search.redirect)
        ? search.redirect
        : DEFAULT_AFTER_VERIFICATION;
    return { kind: 'verify', email: search.email ?? '', redirect };
  }
  return { kind: 'signup' };
}

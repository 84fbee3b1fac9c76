import { IMPERSONATION_TEXTS } from '@morphic/contracts';
import { useMutation } from '@tanstack/react-query';
import { notifyFailure } from '../../../lib/notify-failure';
import { storage } from '../../../lib/storage';
import { getToken, setToken } from '../../../lib/token-store';
import { identityApi } from '../../../lib/api/clients';
import { impersonationMarkers } from '../start-impersonation';

/** Who an admin can act as, how the session starts, and the page it opens on. */
const TARGETS = {
  operator: {
    start: (id: string) => identityApi.impersonateOperator({ params: { id } }),
    landing: '/',
  },
  company_rep: {
    start: (id: string) => identityApi.impersonateCompanyRep({ params: { id } }),
    landing: '/company/dashboard',
  },
} as const;

export type ImpersonationKind = keyof typeof TARGETS;

/**
 * Starts an impersonation: keeps the admin's token for the way back (Stop Impersonating),
 * switches to the marked token, and reloads as that user on their home page (an operator's
 * landing page, a representative's company dashboard).
 */
export function useStartImpersonation(kind: ImpersonationKind = 'operator') {
  const target = TARGETS[kind];
  return useMutation({
    mutationFn: target.start,
    onSuccess: (response) => {
      const original = getToken();
      if (!original) return;
      for (const [key, value] of impersonationMarkers(original, response)) storage.set(key, value);
      setToken(response.token);
      window.location.assign(target.landing);
    },
    onError: (error) => notifyFailure(error, IMPERSONATION_TEXTS.failedToImpersonate),
  });
}

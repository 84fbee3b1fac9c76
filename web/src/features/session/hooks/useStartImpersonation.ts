import { IMPERSONATION_TEXTS } from '@morphic/contracts';
import { useMutation } from '@tanstack/react-query';
import { notifyFailure } from '../../../lib/notify-failure';
import { storage } from '../../../lib/storage';
import { getToken, setToken } from '../../../lib/token-store';
import { identityApi } from '../../../lib/api/clients';
import { impersonationMarkers } from '../start-impersonation';

/**
 * Starts an impersonation: keeps the admin's token for the way back (Stop Impersonating),
 * switches to the marked token, and reloads on the landing page as that user.
 */
export function useStartImpersonation() {
  return useMutation({
    mutationFn: (operatorId: string) =>
      identityApi.impersonateOperator({ params: { id: operatorId } }),
    onSuccess: (response) => {
      const original = getToken();
      if (!original) return;
      for (const [key, value] of impersonationMarkers(original, response)) storage.set(key, value);
      setToken(response.token);
      window.location.assign('/');
    },
    onError: (error) => notifyFailure(error, IMPERSONATION_TEXTS.failedToImpersonate),
  });
}

import { MESSAGES } from '@morphic/contracts';
import { showToast } from '../../../lib/toast';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { getToken } from '../../../lib/token-store';
import { identityApi } from '../../../lib/api/clients';
import { endSession } from '../session-actions';

/** Signs out: the local session ends at once, even when the server cannot be reached. */
export function useSignOut(): () => Promise<void> {
  const router = useRouter();
  return useCallback(async () => {
    const token = getToken();
    endSession();
    showToast({ message: MESSAGES.loggedOut, color: 'gray' });
    await router.navigate({ to: '/' });
    if (token) await identityApi.logout({ token }).catch(() => undefined);
  }, [router]);
}

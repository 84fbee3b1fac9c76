import { identityApi } from '../../lib/api/clients';
import { nextResendAt, retryAfterOf } from './resend-cooldown';

/**
 * Mails the operator sign-up's code to `email` and says when another may be asked for. Back on
 * the form within the cooldown (the last code went to the same address): that code still works.
 */
export async function mailSignUpCode(email: string, lastSentTo: string | null): Promise<number> {
  try {
    const sent = await identityApi.sendVerification({ body: { email }, token: null });
    return nextResendAt(Date.now(), sent.resend_after_seconds);
  } catch (failure) {
    const wait = retryAfterOf(failure);
    if (wait === null || lastSentTo?.toLowerCase() !== email.toLowerCase()) throw failure;
    return nextResendAt(Date.now(), wait);
  }
}

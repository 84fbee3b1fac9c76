import { SIGN_UP_TEXTS } from '@morphic/contracts';
import { useReportedMutation } from '../../../lib/forms/useReportedMutation';
import type { ResendCooldown } from './useResendCooldown';

/** The "Resend code" action: mails `email` a new code and restarts the countdown. */
export function useResendCode(cooldown: ResendCooldown, email: string) {
  return useReportedMutation({
    mutationFn: () => cooldown.send(email),
    fallback: SIGN_UP_TEXTS.failedToResendVerification,
  });
}

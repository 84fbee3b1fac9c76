import { useCallback, useEffect, useState } from 'react';
import { identityApi } from '../../../lib/api/clients';
import { nextResendAt, retryAfterOf, secondsUntil } from '../resend-cooldown';

export interface ResendCooldown {
  readonly secondsLeft: number;
  /** Starts the countdown (60 s unless the server named another wait). */
  readonly start: (seconds?: number) => void;
  /**
   * Mails a code to `email` and starts the countdown the answer names. A refusal that names
   * a wait (429) starts that countdown instead; the failure is thrown on either way.
   */
  readonly send: (email: string) => Promise<void>;
}

/** The visible countdown before another code may be asked for. */
export function useResendCooldown(initialAvailableAt = 0): ResendCooldown {
  const [availableAt, setAvailableAt] = useState(initialAvailableAt);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (secondsUntil(availableAt, Date.now()) === 0) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (secondsUntil(availableAt, current) === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [availableAt]);

  const start = useCallback((seconds?: number) => {
    const current = Date.now();
    setNow(current);
    setAvailableAt(nextResendAt(current, seconds));
  }, []);

  const send = useCallback(
    async (email: string) => {
      try {
        const sent = await identityApi.sendVerification({ body: { email }, token: null });
        start(sent.resend_after_seconds);
      } catch (failure) {
        const wait = retryAfterOf(failure);
        if (wait) start(wait);
        throw failure;
      }
    },
    [start],
  );

  return { secondsLeft: secondsUntil(availableAt, now), start, send };
}

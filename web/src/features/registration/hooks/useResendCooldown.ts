import { useCallback, useEffect, useState } from 'react';
import { nextResendAt, secondsUntil } from '../resend-cooldown';

export interface ResendCooldown {
  readonly secondsLeft: number;
  /** Starts the countdown (60 s unless the server named another wait). */
  readonly start: (seconds?: number) => void;
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

  return { secondsLeft: secondsUntil(availableAt, now), start };
}

import { useEffect, useState } from 'react';
import { rotationIndex } from './rotation';

/** The phrase to show now, moving to the next one every `periodMs`. */
export function useRotatingPhrase<T>(
  phrases: readonly T[],
  periodMs: number,
): {
  phrase: T | undefined;
  index: number;
} {
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
    if (phrases.length < 2) return;
    const timer = window.setInterval(() => setTicks((tick) => tick + 1), periodMs);
    return () => window.clearInterval(timer);
  }, [phrases.length, periodMs]);
  const index = rotationIndex(ticks, phrases.length);
  return { phrase: phrases[index], index };
}

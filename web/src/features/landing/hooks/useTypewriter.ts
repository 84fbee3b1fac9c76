import { useEffect, useState } from 'react';
import {
  firstTypewriterDelay,
  initialTypewriterState,
  nextTypewriterStep,
  nextWholePhraseStep,
  type TypewriterState,
  type TypewriterTimings,
} from '../typewriter';

/**
 * Runs the typewriter; pass module-level (stable) phrases and timings. With reduced motion it
 * shows whole phrases in turn instead of typing them.
 */
export function useTypewriter(
  phrases: readonly string[],
  timings: TypewriterTimings,
): TypewriterState {
  const [state, setState] = useState<TypewriterState>(initialTypewriterState);

  useEffect(() => {
    let current = initialTypewriterState;
    let timer: number;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const tick = () => {
      const next = reducedMotion.matches ? nextWholePhraseStep : nextTypewriterStep;
      const step = next(current, phrases, timings);
      current = step.state;
      setState(current);
      timer = window.setTimeout(tick, step.delayMs);
    };
    timer = window.setTimeout(tick, firstTypewriterDelay(timings));
    return () => window.clearTimeout(timer);
  }, [phrases, timings]);

  return state;
}

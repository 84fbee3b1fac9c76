import { useEffect, useState } from 'react';
import {
  firstTypewriterDelay,
  initialTypewriterState,
  nextTypewriterStep,
  type TypewriterState,
  type TypewriterTimings,
} from '../typewriter';

/** Runs the typewriter; pass module-level (stable) phrases and timings. */
export function useTypewriter(
  phrases: readonly string[],
  timings: TypewriterTimings,
): TypewriterState {
  const [state, setState] = useState<TypewriterState>(initialTypewriterState);

  useEffect(() => {
    let current = initialTypewriterState;
    let timer: number;
    const tick = () => {
      const step = nextTypewriterStep(current, phrases, timings);
      current = step.state;
      setState(current);
      timer = window.setTimeout(tick, step.delayMs);
    };
    timer = window.setTimeout(tick, firstTypewriterDelay(timings));
    return () => window.clearTimeout(timer);
  }, [phrases, timings]);

  return state;
}

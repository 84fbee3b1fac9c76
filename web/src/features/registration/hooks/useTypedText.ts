import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import {
  initialTypewriterState,
  nextTypewriterStep,
  type TypewriterState,
} from '../../landing/typewriter';

export interface TypedText {
  readonly typed: string;
  readonly done: boolean;
}

/** Types one text once, a character every `perCharMs` (the landing typewriter, not cycling). */
export function useTypedText(text: string, perCharMs: number): TypedText {
  const reducedMotion = useReducedMotion();
  const [state, setState] = useState<TypewriterState>(initialTypewriterState);

  useEffect(() => {
    let current = initialTypewriterState;
    setState(current);
    let timer: number;
    const tick = () => {
      const step = nextTypewriterStep(current, [text], {
        perCharMs,
        holdMs: 0,
        eraseMs: perCharMs,
      });
      current = step.state;
      setState(current);
      if (current.phase === 'typing') timer = window.setTimeout(tick, step.delayMs);
    };
    timer = window.setTimeout(tick, perCharMs);
    return () => window.clearTimeout(timer);
  }, [text, perCharMs]);

  if (reducedMotion) return { typed: text, done: true };
  return { typed: state.text, done: state.phase === 'holding' && state.text === text };
}

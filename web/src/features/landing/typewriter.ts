/** The typewriter headline as a pure state machine; the hook only schedules its steps. */

export type TypewriterPhase = 'typing' | 'holding' | 'erasing';

export interface TypewriterState {
  readonly phraseIndex: number;
  readonly text: string;
  readonly phase: TypewriterPhase;
}

export interface TypewriterTimings {
  readonly perCharMs: number;
  readonly holdMs: number;
  readonly eraseMs: number;
}

export interface TypewriterStep {
  readonly state: TypewriterState;
  /** How long to wait before the next step. */
  readonly delayMs: number;
}

export const initialTypewriterState: TypewriterState = {
  phraseIndex: 0,
  text: '',
  phase: 'typing',
};

/** Delay before the very first character appears. */
export const firstTypewriterDelay = (timings: TypewriterTimings): number => timings.perCharMs;

/**
 * One step: type one character, hold the full phrase, erase one character, or move on to
 * the next phrase (cycling) once the current one is erased.
 */
export function nextTypewriterStep(
  state: TypewriterState,
  phrases: readonly string[],
  timings: TypewriterTimings,
): TypewriterStep {
  if (phrases.length === 0) return { state, delayMs: timings.holdMs };
  const index = state.phraseIndex % phrases.length;
  const phrase = phrases[index] ?? '';
  const characters = Array.from(phrase);
  const typed = Array.from(state.text);

  switch (state.phase) {
    case 'typing': {
      const text = characters.slice(0, typed.length + 1).join('');
      if (text.length >= phrase.length) {
        return {
          state: { phraseIndex: index, text: phrase, phase: 'holding' },
          delayMs: timings.holdMs,
        };
      }
      return { state: { phraseIndex: index, text, phase: 'typing' }, delayMs: timings.perCharMs };
    }
    case 'holding':
    case 'erasing': {
      const text = typed.slice(0, -1).join('');
      if (text.length === 0) {
        return {
          state: { phraseIndex: (index + 1) % phrases.length, text: '', phase: 'typing' },
          delayMs: timings.perCharMs,
        };
      }
      return { state: { phraseIndex: index, text, phase: 'erasing' }, delayMs: timings.eraseMs };
    }
  }
}

/**
 * The same cycle for a visitor who prefers reduced motion: each phrase appears whole, held as
 * long as a typed one, then the next; no character-by-character typing or erasing.
 */
export function nextWholePhraseStep(
  state: TypewriterState,
  phrases: readonly string[],
  timings: TypewriterTimings,
): TypewriterStep {
  if (phrases.length === 0) return { state, delayMs: timings.holdMs };
  const shown = state.phase === 'holding';
  const phraseIndex = (state.phraseIndex + (shown ? 1 : 0)) % phrases.length;
  return {
    state: { phraseIndex, text: phrases[phraseIndex] ?? '', phase: 'holding' },
    delayMs: timings.holdMs,
  };
}

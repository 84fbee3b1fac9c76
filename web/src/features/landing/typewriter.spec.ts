import { LANDING_PHRASES, TIMINGS_MS, typewriterEraseMs } from '@morphic/contracts';
import {
  firstTypewriterDelay,
  initialTypewriterState,
  nextTypewriterStep,
  nextWholePhraseStep,
  type TypewriterState,
  type TypewriterTimings,
} from './typewriter';

const landing: TypewriterTimings = {
  perCharMs: TIMINGS_MS.landingTypewriterPerChar,
  holdMs: TIMINGS_MS.typewriterHold,
  eraseMs: typewriterEraseMs(TIMINGS_MS.landingTypewriterPerChar),
};

/** Runs steps until the phrase index changes, recording the texts and the waits. */
function runOnePhrase(phrases: readonly string[], from: TypewriterState = initialTypewriterState) {
  const texts: string[] = [];
  const delays: number[] = [];
  let state = from;
  do {
    const step = nextTypewriterStep(state, phrases, landing);
    state = step.state;
    texts.push(state.text);
    delays.push(step.delayMs);
  } while (state.phraseIndex === from.phraseIndex);
  return { texts, delays, state };
}

describe('typewriter', () => {
  it('uses the landing timings: 40 ms per character, hold 2500 ms, erase at 20 ms', () => {
    expect(landing).toEqual({ perCharMs: 40, holdMs: 2500, eraseMs: 20 });
    expect(firstTypewriterDelay(landing)).toBe(40);
  });

  it('types a phrase one character at a time, holds it, then erases it', () => {
    const { texts, delays, state } = runOnePhrase(['abc', 'xy']);
    expect(texts).toEqual(['a', 'ab', 'abc', 'ab', 'a', '']);
    // a, ab wait 40 ms; abc holds 2500 ms; erasing waits 20 ms; empty -> next phrase at 40 ms.
    expect(delays).toEqual([40, 40, 2500, 20, 20, 40]);
    expect(state).toEqual({ phraseIndex: 1, text: '', phase: 'typing' });
  });

  it('cycles through the three landing phrases and back to the first', () => {
    let state = initialTypewriterState;
    const seen: string[] = [];
    for (let i = 0; i < LANDING_PHRASES.length; i += 1) {
      const run = runOnePhrase(LANDING_PHRASES, state);
      seen.push(run.texts.reduce((a, b) => (b.length > a.length ? b : a), ''));
      state = run.state;
    }
    expect(seen).toEqual([...LANDING_PHRASES]);
    expect(state.phraseIndex).toBe(0);
  });

  it('takes 40 ms per character to type and 20 ms per character to erase', () => {
    const phrase = LANDING_PHRASES[2];
    const { delays } = runOnePhrase([phrase, 'next']);
    const n = phrase.length;
    const total = delays.reduce((a, b) => a + b, 0);
    // first delay (40) + (n - 1) x 40 while typing + hold + (n - 1) x 20 + 40 to start the next.
    expect(total + firstTypewriterDelay(landing) - 40).toBe(n * 40 + 2500 + (n - 1) * 20);
  });
});

describe('typewriter with reduced motion', () => {
  it('shows each phrase whole for the hold, then the next, cycling', () => {
    const texts: string[] = [];
    const delays: number[] = [];
    let state = initialTypewriterState;
    for (let step = 0; step < 4; step++) {
      const next = nextWholePhraseStep(state, ['abc', 'xy', 'z'], landing);
      state = next.state;
      texts.push(state.text);
      delays.push(next.delayMs);
    }
    expect(texts).toEqual(['abc', 'xy', 'z', 'abc']);
    expect(delays).toEqual([2500, 2500, 2500, 2500]);
  });
});

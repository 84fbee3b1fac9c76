import {
  ALREADY_SIGNED_IN,
  initialWorkerStep,
  nextWorkerStep,
  parseWorkerStep,
} from './worker-steps';

describe('operator sign-up steps', () => {
  it('reads the step from the query', () => {
    expect(parseWorkerStep('-1')).toBe(-1);
    expect(parseWorkerStep(3)).toBe(3);
    expect(parseWorkerStep('7')).toBeUndefined();
    expect(parseWorkerStep('')).toBeUndefined();
    expect(parseWorkerStep('one')).toBeUndefined();
  });

  it('opens an anonymous visitor at the intro quote, and never past the form', () => {
    expect(initialWorkerStep(undefined, false)).toBe(-1);
    expect(initialWorkerStep(1, false)).toBe(1);
    expect(initialWorkerStep(3, false)).toBe(-1);
  });

  it('tells someone signed in so, never shows the form, and opens an activation step asked for', () => {
    expect(initialWorkerStep(undefined, true)).toBe(ALREADY_SIGNED_IN);
    expect(initialWorkerStep(0, true)).toBe(ALREADY_SIGNED_IN);
    expect(initialWorkerStep(2, true)).toBe(2);
    expect(initialWorkerStep(4, true)).toBe(4);
  });

  it('moves forward one step at a time and stops at the closing quote', () => {
    expect([-1, 0, 1, 2, 3, 4].map((step) => nextWorkerStep(step as never))).toEqual([
      0, 1, 2, 3, 4, 4,
    ]);
  });
});

import { HTTP_LIMITS, HTTP_TEXTS } from '@morphic/contracts';
import { inputProblem, refuseMalformedInput } from './text-input';
import { InputValidationError } from './input-validation';

/** `depth` arrays inside one another, built without recursion. */
function nestedArrays(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe('inputProblem', () => {
  const forbiddenAt = (value: unknown) => {
    const problem = inputProblem(value);
    return problem?.kind === 'forbidden-character' ? problem.path : problem;
  };

  it('finds NUL and unpaired surrogates anywhere, and lets real text through', () => {
    expect(forbiddenAt('fine, with an emoji \u{1F600} and 日本語')).toBeNull();
    expect(forbiddenAt({ a: ['ok', { b: 'x\u0000y' }] })).toEqual(['a', '1', 'b']);
    expect(forbiddenAt({ lead: 'x\uD83D' })).toEqual(['lead']);
    expect(forbiddenAt({ trail: '\uDE00x' })).toEqual(['trail']);
    expect(forbiddenAt({ swapped: '\uDE00\uD83D' })).toEqual(['swapped']);
    expect(forbiddenAt({ nested: { 'k\u0000': 'v' } })).toEqual(['nested']);
    expect(forbiddenAt({ n: 1, t: true, none: null })).toBeNull();
  });

  it('reports the first problem in document order', () => {
    expect(forbiddenAt({ a: { b: '\u0000' }, c: '\u0000' })).toEqual(['a', 'b']);
    expect(forbiddenAt({ a: 'ok', 'b\u0000': { c: '\u0000' } })).toEqual([]);
  });

  it('lets exactly the limit of nesting through and refuses one level more', () => {
    expect(HTTP_LIMITS.bodyMaxDepth).toBe(32);
    expect(inputProblem(nestedArrays(32))).toBeNull();
    expect(inputProblem(nestedArrays(33))).toEqual({ kind: 'too-deep' });
    expect(inputProblem({ a: nestedArrays(31) })).toBeNull();
    expect(inputProblem({ a: nestedArrays(32) })).toEqual({ kind: 'too-deep' });
  });

  it('does not count brackets inside strings', () => {
    expect(inputProblem({ text: '['.repeat(10_000) })).toBeNull();
  });

  it('walks a structure far deeper than the call stack without overflowing', () => {
    expect(inputProblem(nestedArrays(200_000))).toEqual({ kind: 'too-deep' });
    expect(inputProblem(nestedArrays(200_000), Infinity)).toBeNull();
  });

  it('walks a wide structure (a whole body of items) in one pass', () => {
    const wide = Array.from({ length: 100_000 }, (_, i) => (i === 99_999 ? '\u0000' : 'ok'));
    expect(forbiddenAt({ items: wide })).toEqual(['items', '99999']);
  });
});

describe('refuseMalformedInput', () => {
  const refusal = (value: unknown, part: string) => {
    try {
      refuseMalformedInput(value, part);
    } catch (error) {
      if (error instanceof InputValidationError) return error.issues;
    }
    throw new Error('expected a refusal');
  };

  it('names the field of a body, a query or a path parameter, or the part for a bare string', () => {
    expect(refusal({ full_name: 'A\u0000' }, 'body')).toEqual([
      { path: 'full_name', message: HTTP_TEXTS.forbiddenCharacter('full_name') },
    ]);
    expect(refusal({ id: '\uD800' }, 'params')).toEqual([
      { path: 'id', message: HTTP_TEXTS.forbiddenCharacter('id') },
    ]);
    expect(refusal('\u0000', 'body')[0]?.path).toBe('body');
  });

  it('refuses input nested too deeply with the limit in its message', () => {
    expect(refusal({ a: nestedArrays(40) }, 'body')).toEqual([
      { path: 'body', message: HTTP_TEXTS.bodyTooDeep },
    ]);
  });

  it('lets clean input through', () => {
    expect(() => refuseMalformedInput({ name: 'Ada', tags: ['x'] }, 'body')).not.toThrow();
  });
});

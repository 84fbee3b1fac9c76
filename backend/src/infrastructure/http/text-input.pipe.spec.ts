import { HTTP_TEXTS } from '@morphic/contracts';
import { TextInputPipe, forbiddenTextPath } from './text-input.pipe';
import { InputValidationError } from './zod-body';

describe('forbiddenTextPath', () => {
  it('finds NUL and unpaired surrogates anywhere, and lets real text through', () => {
    expect(forbiddenTextPath('fine, with an emoji \u{1F600} and 日本語')).toBeNull();
    expect(forbiddenTextPath({ a: ['ok', { b: 'x\u0000y' }] })).toEqual(['a', '1', 'b']);
    expect(forbiddenTextPath({ lead: 'x\uD83D' })).toEqual(['lead']);
    expect(forbiddenTextPath({ trail: '\uDE00x' })).toEqual(['trail']);
    expect(forbiddenTextPath({ swapped: '\uDE00\uD83D' })).toEqual(['swapped']);
    expect(forbiddenTextPath({ nested: { 'k\u0000': 'v' } })).toEqual(['nested']);
    expect(forbiddenTextPath({ n: 1, t: true, none: null })).toBeNull();
  });
});

describe('TextInputPipe', () => {
  const pipe = new TextInputPipe();

  it('names the field of a body, a query or a path parameter', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        if (error instanceof InputValidationError) return error.issues;
      }
      throw new Error('expected a refusal');
    };
    expect(refusal(() => pipe.transform({ full_name: 'A\u0000' }, { type: 'body' }))).toEqual([
      { path: 'full_name', message: HTTP_TEXTS.forbiddenCharacter('full_name') },
    ]);
    expect(refusal(() => pipe.transform('\uD800', { type: 'param', data: 'id' }))).toEqual([
      { path: 'id', message: HTTP_TEXTS.forbiddenCharacter('id') },
    ]);
    expect(refusal(() => pipe.transform({ q: '\u0000' }, { type: 'query' }))[0]?.path).toBe('q');
  });

  it('passes clean input and custom parameters through untouched', () => {
    const body = { name: 'Ada' };
    expect(pipe.transform(body, { type: 'body' })).toBe(body);
    const file = { originalname: 'a\u0000' };
    expect(pipe.transform(file, { type: 'custom' })).toBe(file);
  });
});

import { HTTP_TEXTS } from '@morphic/contracts';
import { forbiddenTextPath, refuseForbiddenText } from './text-input';
import { InputValidationError } from './input-validation';

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

describe('refuseForbiddenText', () => {
  const refusal = (value: unknown, part: string) => {
    try {
      refuseForbiddenText(value, part);
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

  it('lets clean input through', () => {
    expect(() => refuseForbiddenText({ name: 'Ada', tags: ['x'] }, 'body')).not.toThrow();
  });
});

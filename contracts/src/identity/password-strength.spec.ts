import {
  localPasswordStrength,
  meetsPasswordRule,
  passwordRuleErrors,
  shouldCheckStrength,
  strengthLevelOf,
  strengthMeterView,
  type PasswordStrength,
} from './password-strength';

describe('password rule', () => {
  it('lists what is missing in the spec order, with its messages', () => {
    expect(passwordRuleErrors('')).toEqual([
      'Use at least 12 characters',
      'Add a lowercase letter',
      'Add an uppercase letter',
      'Add a number',
      'Add a special character',
    ]);
    expect(passwordRuleErrors('abcdefghijkl')).toEqual([
      'Add an uppercase letter',
      'Add a number',
      'Add a special character',
    ]);
    expect(passwordRuleErrors('Abcdefghij1!')).toEqual([]);
  });

  it('needs 12 characters, counted as characters rather than bytes', () => {
    expect(meetsPasswordRule('Abcdefghi1!')).toBe(false);
    expect(meetsPasswordRule('Abcdefghij1!')).toBe(true);
    expect(passwordRuleErrors('Ééééééé1!a')).toEqual(['Use at least 12 characters']);
  });
});

describe('local fallback scoring (spec 01 section 5)', () => {
  it.each([
    ['', 0, 'very weak', false],
    ['abc', 15, 'very weak', false],
    ['abcdefghijkl', 50, 'moderate', false],
    ['Abcdefghijkl', 65, 'moderate', false],
    ['Abcdefghijk1', 80, 'strong', true],
    ['abcdefghij1!', 85, 'very strong', true],
    ['Abcdefghij1!', 100, 'very strong', true],
    ['Ab1!', 65, 'moderate', false],
    ['a1!', 50, 'moderate', false],
    ['A!', 35, 'weak', false],
  ])('%j scores %i (%s), valid %s', (password, score, level, valid) => {
    expect(localPasswordStrength(password)).toMatchObject({
      score,
      level,
      is_valid: valid,
      feedback: [],
    });
  });

  it('reports the rule messages as errors', () => {
    expect(localPasswordStrength('Abcdefghijk1').errors).toEqual(['Add a special character']);
  });

  it('maps scores to levels at 85, 70, 50 and 30', () => {
    expect([0, 29, 30, 49, 50, 69, 70, 84, 85, 100].map(strengthLevelOf)).toEqual([
      'very weak',
      'very weak',
      'weak',
      'weak',
      'moderate',
      'moderate',
      'strong',
      'strong',
      'very strong',
      'very strong',
    ]);
  });
});

describe('strength meter', () => {
  const result = (overrides: Partial<PasswordStrength>): PasswordStrength => ({
    score: 50,
    level: 'moderate',
    is_valid: false,
    errors: [],
    feedback: [],
    ...overrides,
  });

  it('asks for a strength result from 3 characters on', () => {
    expect(shouldCheckStrength('ab')).toBe(false);
    expect(shouldCheckStrength('abc')).toBe(true);
  });

  it('clamps the score to 0-100', () => {
    expect(strengthMeterView(result({ score: 140 })).percent).toBe(100);
    expect(strengthMeterView(result({ score: -5 })).percent).toBe(0);
  });

  it("shows at most 3 issues with a '+N more issues' note, and at most 2 tips", () => {
    const view = strengthMeterView(
      result({ errors: ['a', 'b', 'c', 'd', 'e'], feedback: ['t1', 't2', 't3'] }),
    );
    expect(view.issues).toEqual(['a', 'b', 'c']);
    expect(view.moreIssues).toBe('+2 more issues');
    expect(view.tips).toEqual(['t1', 't2']);
    expect(strengthMeterView(result({ errors: ['a', 'b', 'c'] })).moreIssues).toBeNull();
  });
});

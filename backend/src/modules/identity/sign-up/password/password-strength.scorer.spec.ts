import { baseWordOf } from './common-passwords';
import { scorePasswordStrength } from './password-strength.scorer';

describe('server password strength', () => {
  it('gives a long, varied password the full score, valid, with no issues', () => {
    expect(scorePasswordStrength('Violet-Harbor-Quill-72!')).toEqual({
      score: 100,
      level: 'very strong',
      is_valid: true,
      errors: [],
      feedback: [],
    });
  });

  it('keeps the spec points and rule messages as its base', () => {
    expect(scorePasswordStrength('violet')).toMatchObject({
      score: 15,
      level: 'very weak',
      is_valid: false,
      errors: [
        'Use at least 12 characters',
        'Add an uppercase letter',
        'Add a number',
        'Add a special character',
      ],
    });
  });

  it('needs the full rule: 80 points without a special character stay under valid', () => {
    expect(scorePasswordStrength('Violetharbor72')).toMatchObject({
      score: 69,
      level: 'moderate',
      is_valid: false,
      errors: ['Add a special character'],
    });
  });

  it('refuses leaked-list passwords however they are decorated', () => {
    for (const password of ['Password123!', 'P@ssw0rd2024!', '!!Qwerty12345', 'Welcome#2025!!']) {
      expect({ password, result: scorePasswordStrength(password) }).toMatchObject({
        password,
        result: {
          is_valid: false,
          errors: expect.arrayContaining(['This password is too common']),
        },
      });
      expect(scorePasswordStrength(password).score).toBeLessThanOrEqual(20);
    }
    expect(baseWordOf('P@ssw0rd2024!')).toBe('password');
  });

  it("refuses a password containing the owner's username or email", () => {
    const owner = { username: 'adalove', email: 'ada.l@example.com' };
    for (const password of ['Adalove#Harbor92', 'X9!ada.l@example.comZ', 'Ada.L-Quill#7292']) {
      expect({ password, result: scorePasswordStrength(password, owner) }).toMatchObject({
        password,
        result: {
          is_valid: false,
          errors: ['Do not use your username or email in your password'],
        },
      });
    }
    expect(scorePasswordStrength('Violet-Harbor-Quill-72!', owner).is_valid).toBe(true);
  });

  it('takes off for repeats, sequences, embedded common words and few distinct characters', () => {
    expect(scorePasswordStrength('Violet-Harbor-Quill-aaa1')).toMatchObject({
      score: 85,
      feedback: ['Avoid repeating the same character'],
    });
    expect(scorePasswordStrength('Violet-Harbor-Quill-1234')).toMatchObject({
      score: 90,
      feedback: ['Avoid sequences like abc or 123'],
    });
    expect(scorePasswordStrength('Sunshine-Harbor-Quill-72')).toMatchObject({
      score: 80,
      is_valid: true,
      feedback: ['Avoid common words and names'],
    });
    expect(scorePasswordStrength('Aa1!Aa1!Aa1!Aa1!')).toMatchObject({
      score: 90,
      feedback: ['Use a greater variety of characters'],
    });
  });

  it('drops below valid when several weaknesses add up, and suggests a longer passphrase', () => {
    const result = scorePasswordStrength('Abcd1111!xyz');
    expect(result.score).toBe(75);
    expect(result.feedback).toEqual([
      'Avoid repeating the same character',
      'Avoid sequences like abc or 123',
      'Longer passphrases (16+ characters) are harder to guess',
    ]);
    expect(scorePasswordStrength('Dragon-1111-x')).toMatchObject({
      score: 65,
      level: 'moderate',
      is_valid: false,
    });
  });

  it('never leaves 0-100', () => {
    expect(scorePasswordStrength('aaaa').score).toBe(0);
  });
});

import { codeFieldValue, isVerificationCode, normalizeEmail } from './verification-code';

describe('verification code format', () => {
  it('is exactly 6 digits', () => {
    expect(isVerificationCode('123456')).toBe(true);
    expect(isVerificationCode('12345')).toBe(false);
    expect(isVerificationCode('1234567')).toBe(false);
    expect(isVerificationCode('12345a')).toBe(false);
    expect(isVerificationCode('１２３４５６')).toBe(false);
  });

  it('keeps only the digits of what is typed or pasted, at most 6', () => {
    expect(codeFieldValue('12a3 4-5')).toBe('12345');
    expect(codeFieldValue('Your code: 987654321')).toBe('987654');
    expect(codeFieldValue('abc')).toBe('');
  });
});

describe('email normalisation', () => {
  it('keys addresses trimmed and lowercase', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});

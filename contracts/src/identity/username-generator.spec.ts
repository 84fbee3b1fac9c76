import { generateUsername, usernameBaseOf } from './username-generator';

describe('username generator', () => {
  it('keeps only the lowercase letters and digits of the name', () => {
    expect(usernameBaseOf('Ada Lovelace')).toBe('adalovelace');
    expect(usernameBaseOf("  Grace O'Hara-2nd ")).toBe('graceohara2n');
  });

  it('folds accents instead of dropping the letter', () => {
    expect(usernameBaseOf('José Ñúñez')).toBe('josenunez');
  });

  it('caps the base at 12 characters', () => {
    expect(usernameBaseOf('Maximilian Alexander')).toBe('maximilianal');
  });

  it("defaults to 'operator' when the name has no letters or digits", () => {
    expect(usernameBaseOf('')).toBe('operator');
    expect(usernameBaseOf('李小龍 !!')).toBe('operator');
  });

  it('appends a 3-digit number across the whole random range', () => {
    expect(generateUsername('Ada Lovelace', () => 0)).toBe('adalovelace100');
    expect(generateUsername('Ada Lovelace', () => 0.5)).toBe('adalovelace550');
    expect(generateUsername('Ada Lovelace', () => 0.999999)).toBe('adalovelace999');
    expect(generateUsername('', () => 0.25)).toBe('operator325');
  });

  it('produces a different suffix with the real random source, always 3 digits', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(generateUsername('Ada')).toMatch(/^ada[1-9]\d{2}$/);
    }
  });
});

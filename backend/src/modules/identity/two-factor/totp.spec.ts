import { generateTotpSecret, matchedTimeStep, totpCode, totpUri } from './totp';

const NOW = Date.parse('2025-03-01T09:00:10.000Z');
const STEP = Math.floor(NOW / 30_000);

describe('totp', () => {
  const secret = generateTotpSecret();

  it('makes 160-bit base32 secrets and an otpauth URI for the Morphic issuer', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(secret);
    expect(totpUri('ada', secret)).toBe(
      `otpauth://totp/Morphic:ada?secret=${secret}&period=30&digits=6&algorithm=SHA1&issuer=Morphic`,
    );
  });

  it('matches a code of the current step, or of one step before or after', () => {
    expect(totpCode(secret, NOW)).toMatch(/^\d{6}$/);
    expect(matchedTimeStep(secret, totpCode(secret, NOW), NOW)).toBe(STEP);
    expect(matchedTimeStep(secret, totpCode(secret, NOW - 30_000), NOW)).toBe(STEP - 1);
    expect(matchedTimeStep(secret, totpCode(secret, NOW + 30_000), NOW)).toBe(STEP + 1);
  });

  it('refuses codes two steps away, of another secret, or that are not digits', () => {
    expect(matchedTimeStep(secret, totpCode(secret, NOW - 60_000), NOW)).toBeNull();
    expect(matchedTimeStep(generateTotpSecret(), totpCode(secret, NOW), NOW)).toBeNull();
    expect(matchedTimeStep(secret, '12a456', NOW)).toBeNull();
    expect(matchedTimeStep(secret, '', NOW)).toBeNull();
  });
});

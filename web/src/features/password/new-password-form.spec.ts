import { SIGN_IN_TEXTS, SIGN_UP_TEXTS, localPasswordStrength } from '@morphic/contracts';
import { validateNewPassword, weakNewPasswordText } from './new-password-form';

const STRONG = 'Correct-Horse-42';

describe('validateNewPassword', () => {
  it('passes a password that meets the rule, typed twice', () => {
    expect(validateNewPassword({ password: STRONG, confirm: STRONG })).toEqual({});
  });

  it('gives the first unmet part of the password rule under the password', () => {
    expect(validateNewPassword({ password: 'short', confirm: 'short' })).toEqual({
      password: SIGN_UP_TEXTS.strength.length,
    });
  });

  it('says so under the confirmation when the two differ', () => {
    expect(validateNewPassword({ password: STRONG, confirm: `${STRONG}x` })).toEqual({
      confirm: SIGN_IN_TEXTS.passwordsDoNotMatch,
    });
  });
});

describe('weakNewPasswordText', () => {
  it('names the first issue, else says the password is not strong enough', () => {
    expect(weakNewPasswordText(localPasswordStrength('abc'))).toBe(SIGN_UP_TEXTS.strength.length);
    expect(weakNewPasswordText({ ...localPasswordStrength(STRONG), errors: [] })).toBe(
      SIGN_IN_TEXTS.passwordNotStrongEnough,
    );
  });
});

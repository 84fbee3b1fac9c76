import { SIGN_UP_TEXTS, registrationProblem, type RegistrationInput } from '@morphic/contracts';
import { ruleValidator } from './rule-validator';

const VALID: RegistrationInput = {
  username: 'ada_lovelace',
  email: 'ada@example.com',
  password: 'Correct-Horse-42',
  full_name: null,
  age: null,
  education: null,
  university: null,
};

const validate = ruleValidator((input: RegistrationInput) =>
  registrationProblem(input, { requireCode: false }),
);

describe('ruleValidator', () => {
  it('finds nothing wrong when the rules pass', () => {
    expect(validate(VALID)).toEqual({});
  });

  it('puts the first broken rule under its field, and only that one', () => {
    expect(validate({ ...VALID, username: 'a', email: 'nope' })).toEqual({
      username: SIGN_UP_TEXTS.usernameFormat,
    });
    expect(validate({ ...VALID, age: 9 })).toEqual({ age: SIGN_UP_TEXTS.ageRange });
  });
});

import { LoginRequestSchema, SetCurrentCohortRequestSchema } from '@morphic/contracts';
import { schemaValidator } from './form-validation';

describe('schemaValidator', () => {
  it('returns no errors for valid values', () => {
    expect(
      schemaValidator(LoginRequestSchema)({ username_or_email: 'ada', password: 'x' }),
    ).toEqual({});
  });

  it('returns the schema message per field', () => {
    expect(schemaValidator(LoginRequestSchema)({ username_or_email: '  ', password: '' })).toEqual({
      username_or_email: 'Username or email is required',
      password: 'Password is required',
    });
    expect(schemaValidator(SetCurrentCohortRequestSchema)({ name: '' })).toEqual({
      name: 'Cohort name is required',
    });
  });
});

import { RegisterRequestSchema, SendVerificationRequestSchema } from './sign-up-api';

const body = {
  username: 'ada_l',
  email: ' ada@example.com ',
  password: 'Correct#Horse9Battery',
  verification_code: ' 123456 ',
};

describe('register request', () => {
  it('trims text fields and leaves the optional ones null', () => {
    expect(RegisterRequestSchema.parse(body)).toEqual({
      username: 'ada_l',
      email: 'ada@example.com',
      password: 'Correct#Horse9Battery',
      full_name: null,
      age: null,
      education: null,
      university: null,
      verification_code: '123456',
    });
  });

  it('reads multipart fields: age as digits, blanks as not given, education aliases', () => {
    expect(
      RegisterRequestSchema.parse({
        ...body,
        age: '21',
        full_name: '  ',
        university: 'MIT',
        education: 'bachelor',
      }),
    ).toMatchObject({ age: 21, full_name: null, university: 'MIT', education: 'bachelors' });
  });

  it('answers the first broken rule, with missing fields read as empty', () => {
    const first = (value: unknown) => RegisterRequestSchema.safeParse(value).error?.issues[0];
    expect(first({})).toMatchObject({
      path: ['username'],
      message: 'All fields are required',
    });
    expect(first({ ...body, age: 'twelve' })).toMatchObject({
      path: ['age'],
      message: 'Age must be between 13 and 120',
    });
    expect(first({ ...body, verification_code: undefined })?.message).toBe(
      'Verification code must be 6 digits',
    );
  });
});

describe('send-verification request', () => {
  it('needs a valid email address', () => {
    expect(SendVerificationRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
    expect(SendVerificationRequestSchema.parse({ email: ' a@b.io ' })).toEqual({ email: 'a@b.io' });
  });
});

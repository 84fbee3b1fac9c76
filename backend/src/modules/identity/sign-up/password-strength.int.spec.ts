import type { PasswordStrengthResponse } from '@morphic/contracts';
import { call, startTestApp, type TestApp } from '../../../testing/test-app';

describe('POST /api/auth/check-password-strength', () => {
  let platform: TestApp;

  beforeAll(async () => {
    platform = await startTestApp();
  });
  afterAll(() => platform.close({ removeData: true }));

  const check = (body: unknown) =>
    call<PasswordStrengthResponse & { error?: string }>(
      platform.url,
      'POST',
      '/api/auth/check-password-strength',
      { body },
    );

  it('answers the strength without a token', async () => {
    const response = await check({ password: 'Violet-Harbor-Quill-72!' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      strength: { score: 100, level: 'very strong', is_valid: true, errors: [], feedback: [] },
    });
  });

  it('lists what a weak password misses, with the spec messages', async () => {
    const { body } = await check({ password: 'violet' });
    expect(body.strength).toMatchObject({
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

  it("counts the owner's username and email against the password", async () => {
    const password = 'Grace.Hopper#1906';
    expect((await check({ password })).body.strength.is_valid).toBe(true);
    const personal = await check({ password, username: 'grace.hopper', email: 'g@navy.mil' });
    expect(personal.body.strength).toMatchObject({
      is_valid: false,
      errors: ['Do not use your username or email in your password'],
    });
  });

  it('refuses a body that is not a password', async () => {
    expect((await check({ password: 42 })).status).toBe(400);
    const long = await check({ password: 'x'.repeat(1025) });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('Password must be at most 128 characters');
  });
});

import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../testing/test-app';

describe('security headers', () => {
  let platform: TestApp;

  beforeAll(async () => {
    platform = await startTestApp();
  });
  afterAll(() => platform.close({ removeData: true }));

  it('keeps answers that carry a token or personal data out of every cache', async () => {
    const login = await call<{ token: string }>(platform.url, 'POST', '/api/auth/login', {
      body: { username_or_email: 'ada', password: DEMO_PASSWORDS.operator },
    });
    expect(login.status).toBe(200);
    const me = await call(platform.url, 'GET', '/api/auth/me', { token: login.body.token });
    expect(me.status).toBe(200);
    const refused = await call(platform.url, 'GET', '/api/auth/me');
    expect(refused.status).toBe(401);
    for (const answer of [login, me, refused]) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  const policyOf = async (headers: Record<string, string> = {}) => {
    const answer = await call(platform.url, 'GET', '/api/hello', { headers });
    return new Map(
      (answer.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
  };

  it('lets the page connect to its own origin only, and over http never upgrades to https', async () => {
    const policy = await policyOf();
    expect(policy.get('connect-src')).toBe("'self'");
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('upgrades insecure requests when the page is served over https', async () => {
    // The test client is on loopback, the trusted proxy: its X-Forwarded-Proto counts.
    const policy = await policyOf({ 'x-forwarded-proto': 'https' });
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(policy.get('connect-src')).toBe("'self'");
  });
});

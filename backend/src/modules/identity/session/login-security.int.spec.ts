import { SIGN_IN_TEXTS, type LoginResponse } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import type { EventStore } from '@morphic/stores';
import { EVENT_STORE } from '#infrastructure/tokens';
import { securityEventsOf } from '../../../testing/security-events';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';

describe('sign-in rate limits and the security log', () => {
  let platform: TestApp;

  beforeAll(async () => {
    platform = await startTestApp({
      env: { RATE_LIMITS: 'login.pair=3/900,company_login.pair=3/900' },
    });
  });
  afterAll(() => platform.close({ removeData: true }));

  /** From the test's own loopback address unless `from` names another (a trusted proxy's header). */
  const login = (username_or_email: string, password: string, from?: string) =>
    call<LoginResponse & { error?: string; retry_after_seconds?: number }>(
      platform.url,
      'POST',
      '/api/auth/login',
      {
        body: { username_or_email, password },
        headers: {
          'user-agent': 'login-security-test',
          ...(from ? { 'x-forwarded-for': from } : {}),
        },
      },
    );

  it('answers 429 with the wait to the address that used up its failed attempts, never to the owner elsewhere', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const failed = await login('alan', 'Wrong-password-1!');
      expect({ attempt, status: failed.status }).toEqual({ attempt, status: 401 });
    }

    const blocked = await login('alan', 'Wrong-password-1!');
    expect(blocked.status).toBe(429);
    const wait = blocked.body.retry_after_seconds ?? 0;
    expect(wait).toBeGreaterThan(800);
    expect(wait).toBeLessThanOrEqual(900);
    expect(blocked.headers.get('retry-after')).toBe(String(wait));
    expect(blocked.body.error).toBe(SIGN_IN_TEXTS.tooManyAttempts(wait));
    // A stranger's 50 guesses in all: every one after the third is refused unheard.
    for (let attempt = 5; attempt <= 50; attempt += 1) {
      const refused = await login('alan', `Wrong-password-${attempt}!`);
      expect({ attempt, status: refused.status }).toEqual({ attempt, status: 429 });
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    }

    // The guessing address waits even with the right password; the owner, elsewhere, does not;
    // nor do other accounts from the guessing address.
    expect((await login('ALAN', DEMO_PASSWORDS.operator)).status).toBe(429);
    expect((await login('alan', DEMO_PASSWORDS.operator, '198.51.100.10')).status).toBe(200);
    expect((await login('ada', DEMO_PASSWORDS.operator)).status).toBe(200);

    const records = await securityEventsOf(platform, { username: 'alan' });
    expect(records.map((r) => [r.event_type, r.severity])).toEqual([
      ['login_failure', 'warning'],
      ['login_failure', 'warning'],
      ['login_failure', 'warning'],
      ['rate_limit_exceeded', 'warning'],
      ['login_success', 'info'],
    ]);
    expect(records[0]).toMatchObject({
      message: 'Login failed for alan',
      user_agent: 'login-security-test',
      details: { account_type: 'operator', reason: 'invalid_credentials' },
    });
    expect(records[0]?.ip).toMatch(/127\.0\.0\.1$/);
    expect(records[3]?.details).toEqual({
      policy: 'login',
      scope: 'pair',
      retry_after_seconds: wait,
    });
    expect(records[4]?.ip).toBe('198.51.100.10');
  });

  it('counts the company account’s failures apart from the representative login the dialog tries first', async () => {
    const email = 'hello@northwind.example';
    const repLogin = (password: string) =>
      call(platform.url, 'POST', '/api/company-reps/login', { body: { email, password } });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await repLogin(DEMO_PASSWORDS.companyRep)).status).toBe(401);
    }
    expect((await repLogin(DEMO_PASSWORDS.companyRep)).status).toBe(429);

    const company = await call(platform.url, 'POST', '/api/companies/login', {
      body: { email, password: DEMO_PASSWORDS.companyRep },
    });
    expect(company.status).toBe(200);
    expect(company.body).toMatchObject({ company_name: 'Northwind Robotics' });
  });

  it('forgets the failures of an address once it signs in', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect((await login('validator', 'Wrong-password-1!')).status).toBe(401);
      expect((await login('validator', 'Wrong-password-1!')).status).toBe(401);
      expect((await login('validator', DEMO_PASSWORDS.validator)).status).toBe(200);
    }
  });

  it('records sign-in, sign-out, access denied and a revoked token being presented', async () => {
    const { body } = await login('founder', DEMO_PASSWORDS.founder);
    const operator = (await login('ada', DEMO_PASSWORDS.operator)).body.token;
    expect(
      (await call(platform.url, 'GET', '/api/admin/settings', { token: operator })).status,
    ).toBe(403);
    expect(
      (await call(platform.url, 'POST', '/api/auth/logout', { token: body.token })).status,
    ).toBe(200);
    expect((await call(platform.url, 'GET', '/api/auth/me', { token: body.token })).status).toBe(
      401,
    );

    const founder = await securityEventsOf(platform, { username: 'founder' });
    expect(founder.map((r) => r.event_type)).toEqual([
      'login_success',
      'logout',
      'token_blacklisted',
    ]);
    expect(founder[0]?.details).toMatchObject({ account_type: 'operator' });
    expect(founder[2]?.details).toEqual({ method: 'GET', path: '/api/auth/me' });
    const denied = await securityEventsOf(platform, { event_type: 'access_denied' });
    expect(denied.at(-1)).toMatchObject({
      username: 'ada',
      severity: 'warning',
      message: 'Access denied for ada',
      details: { method: 'GET', path: '/api/admin/settings', required: 'admin' },
    });
  });

  it('records a security event in the context of the request that caused it', async () => {
    const headers = (correlationId: string) => ({
      'X-Correlation-Id': correlationId,
      'user-agent': 'login-security-test',
    });
    const signedIn = await login('ada', DEMO_PASSWORDS.operator);
    const refused = await call(platform.url, 'GET', '/api/admin/settings', {
      token: signedIn.body.token,
      headers: headers('trace-access-denied'),
    });
    expect(refused.status).toBe(403);
    const failed = await call(platform.url, 'POST', '/api/auth/login', {
      body: { username_or_email: 'grace', password: 'Wrong-password-1!' },
      headers: headers('trace-login-failure'),
    });
    expect(failed.status).toBe(401);

    const metadataOf = async (id: string | undefined) => {
      const events = platform.app.get<symbol, EventStore>(EVENT_STORE);
      return (await events.readStream(STREAMS.securityEvent(id ?? '')))[0]?.metadata;
    };
    const denied = (await securityEventsOf(platform, { event_type: 'access_denied' })).at(-1);
    expect(denied).toMatchObject({ username: 'ada', user_agent: 'login-security-test' });
    expect(denied?.ip).toMatch(/127\.0\.0\.1$/);
    expect(await metadataOf(denied?._id)).toMatchObject({
      correlationId: 'trace-access-denied',
      actorId: signedIn.body.user.id,
      actorRole: 'operator',
      userAgent: 'login-security-test',
    });
    const [failure] = await securityEventsOf(platform, { username: 'grace' });
    expect(failure).toMatchObject({
      event_type: 'login_failure',
      user_agent: 'login-security-test',
    });
    expect(await metadataOf(failure?._id)).toMatchObject({
      correlationId: 'trace-login-failure',
      actorId: null,
      actorRole: 'anonymous',
    });
  });
});

describe('guesses at one account spread over many addresses', () => {
  let platform: TestApp;

  beforeAll(async () => {
    platform = await startTestApp({ env: { RATE_LIMITS: 'login.account=3/900' } });
  });
  afterAll(() => platform.close({ removeData: true }));

  const loginFrom = (address: string, password: string) =>
    call<{ retry_after_seconds?: number }>(platform.url, 'POST', '/api/auth/login', {
      body: { username_or_email: 'admin', password },
      headers: { 'x-forwarded-for': address },
    });

  it('slow down with ever longer waits, and never refuse the owner from an address that was not guessing', async () => {
    const waits: (number | null)[] = [];
    for (let guess = 1; guess <= 8; guess += 1) {
      const wrong = await loginFrom(`203.0.113.${guess}`, `Wrong-password-${guess}!`);
      expect([401, 429]).toContain(wrong.status);
      waits.push(wrong.status === 429 ? Number(wrong.headers.get('retry-after')) : null);
      const owner = await loginFrom(`198.51.100.${guess}`, DEMO_PASSWORDS.admin);
      expect({ guess, owner: owner.status }).toEqual({ guess, owner: 200 });
    }
    expect(waits).toEqual([null, null, null, 1, 2, 4, 8, 16]);

    // An address that has been guessing waits out the account's window, right password or not.
    const again = await loginFrom('203.0.113.8', DEMO_PASSWORDS.admin);
    expect(again.status).toBe(429);
    expect(again.body.retry_after_seconds).toBeGreaterThan(0);
    expect((await loginFrom('198.51.100.99', DEMO_PASSWORDS.admin)).status).toBe(200);

    const slowed = await securityEventsOf(platform, { event_type: 'rate_limit_exceeded' });
    expect(slowed.at(-1)).toMatchObject({
      username: 'admin',
      details: { policy: 'login', scope: 'account' },
    });
  });
});

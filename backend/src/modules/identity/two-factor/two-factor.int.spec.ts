import {
  SIGN_IN_TEXTS,
  type MeResponse,
  type SessionUser,
  type TwoFactorSetupResponse,
  type TwoFactorStatusResponse,
} from '@morphic/contracts';
import { Clock, ManualClock } from '#infrastructure/clock/clock';
import { securityEventsOf } from '../../../testing/security-events';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';
import { totpCode } from './totp';

/** Any answer of POST /api/auth/login: a session, a two-factor step or an error. */
interface LoginAnswer {
  readonly token?: string;
  readonly user?: SessionUser;
  readonly secret?: string;
  readonly otpauth_uri?: string;
  readonly error?: string;
  readonly retry_after_seconds?: number;
}

// The middle of a 30-second step, held still: codes of a step stay that step's codes.
const clock = new ManualClock(Math.floor(Date.now() / 30_000) * 30_000 + 15_000);

/** The code an authenticator app shows `steps` time steps from the server's now. */
const codeFor = (secret: string, steps = 0) => totpCode(secret, clock.now() + steps * 30_000);

describe('two-factor sign-in (TOTP)', () => {
  let platform: TestApp;

  beforeAll(async () => {
    platform = await startTestApp({
      env: { TWO_FACTOR_REQUIRED_ROLES: 'admin', RATE_LIMITS: 'two_factor.pair=5/300' },
      customize: (builder) => builder.overrideProvider(Clock).useValue(clock),
    });
  });
  afterAll(() => platform.close({ removeData: true }));

  const login = (username_or_email: string, password: string, code?: string) =>
    call<LoginAnswer>(platform.url, 'POST', '/api/auth/login', {
      body: { username_or_email, password, ...(code === undefined ? {} : { code }) },
    });
  const post = <T>(path: string, token: string, body?: unknown) =>
    call<T & { error?: string }>(platform.url, 'POST', `/api/auth/2fa/${path}`, {
      token,
      ...(body === undefined ? {} : { body }),
    });

  describe('an account whose role requires it', () => {
    let secret = '';
    let token = '';

    it('answers 202 with a setup secret, the same one until it is confirmed', async () => {
      const first = await login('admin', DEMO_PASSWORDS.admin);
      expect(first.status).toBe(202);
      expect(first.body).toEqual({
        success: false,
        two_factor_setup_required: true,
        method: 'totp',
        otpauth_uri: expect.stringMatching(
          /^otpauth:\/\/totp\/Morphic:admin\?secret=[A-Z2-7]{32}&/,
        ),
        secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
        message: SIGN_IN_TEXTS.scanQrCode,
      });
      secret = first.body.secret ?? '';
      expect(first.body.otpauth_uri).toContain(`secret=${secret}`);
      expect((await login('admin', DEMO_PASSWORDS.admin)).body.secret).toBe(secret);
      // The wrong password still gets nothing about two-factor.
      const wrong = await login('admin', 'Wrong-password-1!');
      expect(wrong.status).toBe(401);
      expect(wrong.body).not.toHaveProperty('secret');
    });

    it('refuses a wrong code while enrolling, then completes the setup with a right one', async () => {
      const wrong = await login('admin', DEMO_PASSWORDS.admin, '000000');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({
        success: false,
        two_factor_required: true,
        two_factor_setup_required: true,
        method: 'totp',
        error: SIGN_IN_TEXTS.invalidOrMissingCode,
        status: 401,
      });

      const enrolled = await login('admin', DEMO_PASSWORDS.admin, codeFor(secret));
      expect(enrolled.status).toBe(200);
      expect(enrolled.body.user).toMatchObject({ username: 'admin', two_factor_enabled: true });
      const me = await call<MeResponse>(platform.url, 'GET', '/api/auth/me', {
        token: enrolled.body.token,
      });
      expect(me.body.user.two_factor_enabled).toBe(true);
    });

    it('then asks for a code (401) and never sends the secret again', async () => {
      const noCode = await login('admin', DEMO_PASSWORDS.admin);
      expect(noCode.status).toBe(401);
      expect(noCode.body).toEqual({
        success: false,
        two_factor_required: true,
        method: 'totp',
        error: SIGN_IN_TEXTS.enterAuthenticatorCode,
        status: 401,
      });
      expect(JSON.stringify(noCode.body)).not.toContain(secret);
    });

    it('refuses a code already used in its time step, and takes the next one', async () => {
      const replayed = await login('admin', DEMO_PASSWORDS.admin, codeFor(secret));
      expect(replayed.status).toBe(401);
      expect(replayed.body.error).toBe(SIGN_IN_TEXTS.invalidOrMissingCode);
      const next = await login('admin', DEMO_PASSWORDS.admin, codeFor(secret, 1));
      expect(next.status).toBe(200);
      token = next.body.token ?? '';
    });

    it('cannot be turned off from Settings', async () => {
      clock.advance(60_000);
      const refused = await post('disable', token, { code: codeFor(secret) });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(SIGN_IN_TEXTS.twoFactor.requiredForRole);
      const me = await call<MeResponse>(platform.url, 'GET', '/api/auth/me', { token });
      expect(me.body.user.two_factor_enabled).toBe(true);
    });

    it('rate-limits wrong codes from one address with 429 and the wait, and logs it', async () => {
      // Two wrong codes were sent above (while enrolling, and the replay): 5 are allowed.
      for (let attempt = 3; attempt <= 5; attempt += 1) {
        const wrong = await login('admin', DEMO_PASSWORDS.admin, '111111');
        expect({ attempt, status: wrong.status }).toEqual({ attempt, status: 401 });
      }
      const blocked = await login('admin', DEMO_PASSWORDS.admin, codeFor(secret, 1));
      expect(blocked.status).toBe(429);
      expect(blocked.body.retry_after_seconds).toBeGreaterThan(250);
      expect(blocked.headers.get('retry-after')).toBe(String(blocked.body.retry_after_seconds));

      const logged = await securityEventsOf(platform, { username: 'admin' });
      expect(logged.filter((e) => e.event_type === 'login_failure').at(-1)?.details).toEqual({
        account_type: 'operator',
        reason: 'invalid_two_factor_code',
      });
      expect(logged.at(-1)).toMatchObject({
        event_type: 'rate_limit_exceeded',
        details: { policy: 'two_factor', scope: 'pair' },
      });
    });
  });

  describe('set up from Settings by an operator who chooses it', () => {
    let token = '';
    let secret = '';

    beforeAll(async () => {
      token = (await login('ada', DEMO_PASSWORDS.operator)).body.token ?? '';
    });

    it('offers a secret, refuses a wrong code (400) and enables with the right one', async () => {
      expect(
        (await call<MeResponse>(platform.url, 'GET', '/api/auth/me', { token })).body.user,
      ).toMatchObject({ two_factor_enabled: false });
      const setup = await post<TwoFactorSetupResponse>('setup', token);
      expect(setup.status).toBe(200);
      expect(setup.body).toMatchObject({
        success: true,
        otpauth_uri: expect.stringMatching(/^otpauth:\/\/totp\/Morphic:ada\?/),
        secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      });
      secret = setup.body.secret;

      const wrong = await post('enable', token, { code: '123456' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toBe(SIGN_IN_TEXTS.invalidOrMissingCode);
      const malformed = await post('enable', token, { code: '12ab' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.error).toBe('Code must be 6 digits');

      const enabled = await post<TwoFactorStatusResponse>('enable', token, {
        code: codeFor(secret, -1),
      });
      expect(enabled.status).toBe(200);
      expect(enabled.body).toMatchObject({
        success: true,
        message: SIGN_IN_TEXTS.twoFactor.enabled,
        two_factor_enabled: true,
        position: expect.stringMatching(/^\d+/),
      });
      const me = await call<MeResponse>(platform.url, 'GET', '/api/auth/me', { token });
      expect(me.body.user.two_factor_enabled).toBe(true);

      const again = await post('setup', token);
      expect(again.status).toBe(409);
      expect(again.body.error).toBe(SIGN_IN_TEXTS.twoFactor.alreadyEnabled);
    });

    it('makes sign-in ask for a code, and is turned off with a newer code', async () => {
      expect((await login('ada', DEMO_PASSWORDS.operator)).status).toBe(401);
      const signedIn = await login('ada', DEMO_PASSWORDS.operator, codeFor(secret));
      expect(signedIn.status).toBe(200);

      // Neither the code just used for sign-in nor an older one turns it off.
      for (const code of [codeFor(secret), codeFor(secret, -1)]) {
        const refused = await post('disable', token, { code });
        expect(refused.status).toBe(400);
        expect(refused.body.error).toBe(SIGN_IN_TEXTS.invalidOrMissingCode);
      }
      const disabled = await post<TwoFactorStatusResponse>('disable', token, {
        code: codeFor(secret, 1),
      });
      expect(disabled.status).toBe(200);
      expect(disabled.body).toMatchObject({
        message: SIGN_IN_TEXTS.twoFactor.disabled,
        two_factor_enabled: false,
      });
      expect((await login('ada', DEMO_PASSWORDS.operator)).status).toBe(200);
    });

    it('is for operator accounts only, and for signed-in callers', async () => {
      const rep = await call<{ token: string }>(platform.url, 'POST', '/api/company-reps/login', {
        body: { email: 'nora@northwind.example', password: DEMO_PASSWORDS.companyRep },
      });
      const refused = await post('setup', rep.body.token);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(SIGN_IN_TEXTS.twoFactor.operatorsOnly);
      expect((await call(platform.url, 'POST', '/api/auth/2fa/setup')).status).toBe(401);
    });
  });
});

describe('guessed two-factor codes', () => {
  let platform: TestApp;
  // A clock of its own, moved one time step per sign-in: a code is good once per step.
  const codeClock = new ManualClock(Math.floor(Date.now() / 30_000) * 30_000 + 15_000);

  beforeAll(async () => {
    platform = await startTestApp({
      env: { RATE_LIMITS: 'two_factor.account=3/300' },
      customize: (builder) => builder.overrideProvider(Clock).useValue(codeClock),
    });
  });
  afterAll(() => platform.close({ removeData: true }));

  /** Turns two-factor sign-in on for the operator from Settings; the secret. */
  const enrol = async (username: string) => {
    const token = await platform.login(username, DEMO_PASSWORDS.operator);
    const setup = await call<TwoFactorSetupResponse>(platform.url, 'POST', '/api/auth/2fa/setup', {
      token,
    });
    const enabled = await call(platform.url, 'POST', '/api/auth/2fa/enable', {
      token,
      body: { code: totpCode(setup.body.secret, codeClock.now()) },
    });
    expect(enabled.status).toBe(200);
    return setup.body.secret;
  };
  /** The right password with a code, from an address. */
  const signInFrom = (address: string, username: string, code: string) =>
    call<LoginAnswer>(platform.url, 'POST', '/api/auth/login', {
      body: { username_or_email: username, password: DEMO_PASSWORDS.operator, code },
      headers: { 'x-forwarded-for': address },
    });
  /** The owner's next sign-in, with the code of the next time step. */
  const ownerSignsIn = (address: string, username: string, secret: string) => {
    codeClock.advance(30_000);
    return signInFrom(address, username, totpCode(secret, codeClock.now()));
  };

  it("from one address never stop the owner's code from another", async () => {
    const secret = await enrol('alan');
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const wrong = await signInFrom('203.0.113.60', 'alan', '000000');
      statuses.push(wrong.status);
      if (wrong.status === 429) expect(wrong.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(statuses).toEqual([401, 401, 401, ...Array<number>(17).fill(429)]);
    expect((await ownerSignsIn('198.51.100.60', 'alan', secret)).status).toBe(200);
  });

  it("spread over many addresses slow down, and never refuse the owner's code from an address that was not guessing", async () => {
    const secret = await enrol('ada');
    const waits: (number | null)[] = [];
    for (let guess = 1; guess <= 7; guess += 1) {
      const wrong = await signInFrom(`203.0.113.${100 + guess}`, 'ada', '000000');
      expect([401, 429]).toContain(wrong.status);
      waits.push(wrong.status === 429 ? Number(wrong.headers.get('retry-after')) : null);
      const owner = await ownerSignsIn(`198.51.100.${100 + guess}`, 'ada', secret);
      expect({ guess, owner: owner.status }).toEqual({ guess, owner: 200 });
    }
    expect(waits).toEqual([null, null, null, 1, 2, 4, 8]);
  });
});

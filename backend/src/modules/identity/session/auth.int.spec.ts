import type { MeResponse, OperatorLoginResponse } from '@morphic/contracts';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';
import { TEST_ACCOUNT_PASSWORD, registerAccount } from '../../../testing/accounts';

describe('sign-in, current user and sign-out', () => {
  let platform: TestApp;

  beforeAll(async () => {
    platform = await startTestApp({ env: { FOUNDER_USERNAMES: 'alan' } });
  });
  afterAll(() => platform.close({ removeData: true }));

  const login = (username_or_email: string, password: string) =>
    call<OperatorLoginResponse & { error?: string }>(platform.url, 'POST', '/api/auth/login', {
      body: { username_or_email, password },
    });

  it('signs in by username or email and returns a JWT with expiry and jti, and the session user', async () => {
    const byName = await login('ada', DEMO_PASSWORDS.operator);
    const byEmail = await login('ADA@morphic.example', DEMO_PASSWORDS.operator);
    expect(byName.status).toBe(200);
    expect(byEmail.status).toBe(200);
    const claims = JSON.parse(
      Buffer.from(byName.body.token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: byName.body.user.id, type: 'operator', username: 'ada' });
    expect(typeof claims.jti).toBe('string');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(24 * 60 * 60);
    expect(byName.body.user).toMatchObject({
      username: 'ada',
      type: 'operator',
      roles: ['operator'],
      credits: 0,
    });
    expect(byEmail.body.user.id).toBe(byName.body.user.id);
  });

  it('answers 401 with the spec text for a wrong password or an unknown account', async () => {
    for (const [user, password] of [
      ['ada', 'wrong-password'],
      ['nobody', DEMO_PASSWORDS.operator],
    ] as const) {
      const response = await login(user, password);
      expect(response.status).toBe(401);
      expect(response.body.error).toBe('Invalid credentials');
    }
    expect((await login('', '')).status).toBe(400);
  });

  it('says whether a company account uses the operator email, so the dialog asks only then', async () => {
    expect((await login('ada', DEMO_PASSWORDS.operator)).body.company_account).toBe(false);
    const noraAsOperator = await registerAccount(platform, 'operator', {
      email: 'Nora@Northwind.example',
    });
    expect((await login(noraAsOperator.username, TEST_ACCOUNT_PASSWORD)).body.company_account).toBe(
      true,
    );
  });

  it('does not let a company representative in through the operator login', async () => {
    expect((await login('nora@northwind.example', DEMO_PASSWORDS.companyRep)).status).toBe(401);
  });

  it('reads roles from the role string and recognises founders by FOUNDER_USERNAMES', async () => {
    const alan = await login('alan', DEMO_PASSWORDS.operator);
    expect(alan.body.user.roles).toEqual(['operator', 'founder']);
    const token = alan.body.token;
    const settings = await call(platform.url, 'GET', '/api/admin/settings', { token });
    expect(settings.status).toBe(200);
    const admin = await login('admin', DEMO_PASSWORDS.admin);
    expect(admin.body.user.role).toBe('operator,admin');
  });

  it('GET /api/auth/me returns the user for a valid token and 401 otherwise', async () => {
    const { body } = await login('ada', DEMO_PASSWORDS.operator);
    const me = await call<MeResponse>(platform.url, 'GET', '/api/auth/me', { token: body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.username).toBe('ada');
    expect((await call(platform.url, 'GET', '/api/auth/me')).status).toBe(401);
    expect(
      (await call(platform.url, 'GET', '/api/auth/me', { token: `${body.token}x` })).status,
    ).toBe(401);
    expect((await call(platform.url, 'GET', '/api/auth/me', { token: 'not-a-jwt' })).status).toBe(
      401,
    );
  });

  it('logout revokes the token: it stops working for HTTP and its socket is cut', async () => {
    const { body } = await login('ada', DEMO_PASSWORDS.operator);
    const other = (await login('ada', DEMO_PASSWORDS.operator)).body.token;
    const socket = await platform.socket(body.token);
    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));

    const logout = await call<{ position: string }>(platform.url, 'POST', '/api/auth/logout', {
      token: body.token,
    });
    expect(logout.status).toBe(200);
    expect(logout.body.position).toMatch(/^\d+/);
    expect((await call(platform.url, 'GET', '/api/auth/me', { token: body.token })).status).toBe(
      401,
    );
    expect(await disconnected).toBe('io server disconnect');
    expect((await call(platform.url, 'GET', '/api/auth/me', { token: other })).status).toBe(200);
    expect(
      (await call(platform.url, 'POST', '/api/auth/logout', { token: body.token })).status,
    ).toBe(401);
  });
});

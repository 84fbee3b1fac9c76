import { SESSIONS_COLLECTION, type SessionDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { READ_STORE } from '#infrastructure/tokens';
import { TEST_ACCOUNT_PASSWORD, registerAccount } from '../../../testing/accounts';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';

/**
 * Ending all of an account's sessions (a password reset here) is decided from the account's
 * sessions stream, which each sign-in appends to: not from the sessions read model, which can be
 * behind a sign-in that happened a moment ago.
 */
describe("ending an account's sessions", () => {
  let platform: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    platform = await startTestApp({ env: { RATE_LIMITS: 'login.ip=100000/900' } });
    adminToken = await platform.login('admin', DEMO_PASSWORDS.admin);
  });
  afterAll(() => platform.close({ removeData: true }));

  const meStatus = async (token: string) =>
    (await call(platform.url, 'GET', '/api/auth/me', { token })).status;
  const resetPassword = (operatorId: string) =>
    call(platform.url, 'POST', `/api/admin/operators/${operatorId}/reset-password`, {
      token: adminToken,
      body: { password: 'An0ther#Password!' },
    });

  it('ends a session the read model shows as expired (the log says it is not)', async () => {
    const operator = await registerAccount(platform);
    const sessions = platform.app
      .get<symbol, ReadStore>(READ_STORE)
      .collection<SessionDoc>(SESSIONS_COLLECTION);
    const signedIn = await platform.signIn(operator.username, TEST_ACCOUNT_PASSWORD);
    const [session] = await sessions.find({ account_id: operator.id, revoked_at: null });
    expect(session).toBeDefined();
    // A read model out of step with the log: the open sessions it lists are not the rule.
    await sessions.updateMany(
      { account_id: operator.id },
      { $set: { expires_at: '2000-01-01T00:00:00.000Z' } },
    );
    expect(await meStatus(signedIn.token)).toBe(200);

    expect((await resetPassword(operator.id)).status).toBe(200);
    expect(await meStatus(signedIn.token)).toBe(401);
    expect(await meStatus(operator.token)).toBe(401);
  });

  it('leaves no session of a sign-in that raced the reset open', async () => {
    const operator = await registerAccount(platform);
    const signIns = Array.from({ length: 20 }, () =>
      call<{ token?: string }>(platform.url, 'POST', '/api/auth/login', {
        body: { username_or_email: operator.username, password: TEST_ACCOUNT_PASSWORD },
      }),
    );
    const [reset, ...answers] = await Promise.all([resetPassword(operator.id), ...signIns]);
    expect(reset.status).toBe(200);
    const tokens = answers.flatMap((answer) =>
      answer.status === 200 && answer.body.token ? [answer.body.token] : [],
    );
    // A sign-in with the old password either opened its session before the reset (which then
    // ended it) or was refused after it: none of their tokens works.
    const statuses = await Promise.all(tokens.map(meStatus));
    expect(statuses.filter((status) => status !== 401)).toEqual([]);
    const afterReset = await platform.signIn(operator.username, 'An0ther#Password!');
    expect(await meStatus(afterReset.token)).toBe(200);
  });

  it('lets fifty sign-ins of one account at once all through: each lists its session in turn', async () => {
    const operator = await registerAccount(platform);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(platform.url, 'POST', '/api/auth/login', {
          body: { username_or_email: operator.username, password: TEST_ACCOUNT_PASSWORD },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  });
});

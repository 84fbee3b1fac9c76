import type { ImpersonationResponse } from '@morphic/contracts';
import type { SecurityEventDoc } from '@morphic/contracts/server';
import { registerAccount } from '../../../testing/accounts';
import { companyWithRep } from '../../../testing/company-reps';
import { securityEventsOf } from '../../../testing/security-events';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';

/** Spec 03 section 9: the security log records a `logout` from every path that ends a session. */
describe('every path that ends a session writes a logout to the security log', () => {
  let platform: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    platform = await startTestApp();
    adminToken = await platform.login('admin', DEMO_PASSWORDS.admin);
  });
  afterAll(() => platform.close({ removeData: true }));

  const asAdmin = (method: string, path: string, body?: unknown, token = adminToken) =>
    call(platform.url, method, path, { token, body, headers: { 'user-agent': 'endings-test' } });

  /** The account's logout rows: [username, reason] each. */
  const logoutsOf = async (accountId: string) =>
    (await securityEventsOf(platform, { event_type: 'logout', account_id: accountId })).map(
      (row: SecurityEventDoc) => [row.username, row.details.reason],
    );

  it('sign-out', async () => {
    const operator = await registerAccount(platform);
    expect((await asAdmin('POST', '/api/auth/logout', undefined, operator.token)).status).toBe(200);
    const [row] = await securityEventsOf(platform, {
      event_type: 'logout',
      account_id: operator.id,
    });
    expect(row).toMatchObject({
      severity: 'info',
      username: operator.username,
      message: `Signed out for ${operator.username}`,
      user_agent: 'endings-test',
      details: { reason: 'logout' },
    });
  });

  it('switch-back ends the impersonation; signing out while impersonating ends both', async () => {
    const operator = await registerAccount(platform);
    const admin = await platform.signIn('admin', DEMO_PASSWORDS.admin);
    const impersonate = () =>
      call<ImpersonationResponse>(
        platform.url,
        'POST',
        `/api/admin/operators/${operator.id}/impersonate`,
        { token: admin.token },
      );
    const first = await impersonate();
    expect(first.status).toBe(200);
    expect(
      (await asAdmin('POST', '/api/admin/impersonation/switch-back', {}, first.body.token)).status,
    ).toBe(200);
    expect(await logoutsOf(operator.id)).toEqual([[operator.username, 'impersonation_ended']]);

    expect((await impersonate()).status).toBe(200);
    expect((await asAdmin('POST', '/api/auth/logout', undefined, admin.token)).status).toBe(200);
    expect(await logoutsOf(operator.id)).toEqual([
      [operator.username, 'impersonation_ended'],
      [operator.username, 'impersonation_ended'],
    ]);
    expect((await logoutsOf(admin.id)).at(-1)).toEqual(['admin', 'logout']);
  });

  it('an admin setting the password', async () => {
    const operator = await registerAccount(platform);
    const reset = await asAdmin('POST', `/api/admin/operators/${operator.id}/reset-password`, {
      password: 'An0ther#Password!',
    });
    expect(reset.status).toBe(200);
    expect(await logoutsOf(operator.id)).toEqual([[operator.username, 'password_reset']]);
  });

  it('a suspension, and a deletion', async () => {
    const suspended = await registerAccount(platform);
    const suspend = await asAdmin('PUT', `/api/admin/operators/${suspended.id}/status`, {
      status: 'suspended',
    });
    expect(suspend.status).toBe(200);
    expect(await logoutsOf(suspended.id)).toEqual([[suspended.username, 'admin']]);

    const deleted = await registerAccount(platform);
    expect((await asAdmin('DELETE', `/api/admin/operators/${deleted.id}`)).status).toBe(200);
    // The deletion anonymises the operator's rows: the entry is there, under the placeholder.
    const [row] = await securityEventsOf(platform, {
      event_type: 'logout',
      account_id: deleted.id,
    });
    expect(row?.details.reason).toBe('admin');
    expect(row?.username).not.toBe(deleted.username);
  });

  it("a representative's suspension and deletion", async () => {
    const suspended = await companyWithRep(platform, 'active');
    const suspend = await asAdmin('PUT', `/api/admin/company-reps/${suspended.id}/status`, {
      status: 'suspended',
    });
    expect(suspend.status).toBe(200);
    expect(await logoutsOf(suspended.id)).toEqual([[suspended.email, 'admin']]);

    const deleted = await companyWithRep(platform, 'active');
    expect((await asAdmin('DELETE', `/api/admin/company-reps/${deleted.id}`)).status).toBe(200);
    expect((await logoutsOf(deleted.id)).map(([, reason]) => reason)).toEqual(['admin']);
  });
});

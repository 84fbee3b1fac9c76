import { ACCOUNTS_COLLECTION, STREAMS, type AccountDoc } from '@morphic/contracts/server';
import type { EventStore, ReadStore, RecordedEvent } from '@morphic/stores';
import {
  IMPERSONATION_TEXTS,
  type ImpersonationResponse,
  type MeResponse,
  type NotificationsResponse,
  type SessionUser,
  type SwitchBackResponse,
} from '@morphic/contracts';
import { EVENT_STORE, READ_STORE } from '#infrastructure/tokens';
import { registerAccount } from '../../../testing/accounts';
import {
  DEMO_PASSWORDS,
  call,
  startTestApp,
  type TestApp,
  type SignedInAccount,
} from '../../../testing/test-app';

const TWO_HOURS_S = 2 * 60 * 60;

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;

describe('admin impersonation', () => {
  let platform: TestApp;
  let adminToken: string;
  let adminId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // alan is a founder by username only: impersonation must see that too.
    platform = await startTestApp({ env: { FOUNDER_USERNAMES: 'alan' } });
    adminToken = await platform.login('admin', DEMO_PASSWORDS.admin);
    const accounts = await platform.app
      .get<ReadStore>(READ_STORE)
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .find({});
    for (const account of accounts) ids[account.username] = account._id;
    adminId = ids.admin ?? '';
  });
  afterAll(() => platform.close({ removeData: true }));

  const impersonate = (id: string, token = adminToken) =>
    call<ImpersonationResponse & { error?: string }>(
      platform.url,
      'POST',
      `/api/admin/operators/${id}/impersonate`,
      { token },
    );
  const switchBack = (token?: string) =>
    call<SwitchBackResponse & { error?: string }>(
      platform.url,
      'POST',
      '/api/admin/impersonation/switch-back',
      token ? { token } : {},
    );
  const me = (token: string) => call<MeResponse>(platform.url, 'GET', '/api/auth/me', { token });
  const log = () => platform.app.get<EventStore>(EVENT_STORE);

  it('issues a marked 2-hour token for an operator, naming the admin', async () => {
    const response = await impersonate(ids.ada ?? '');

    expect(response.status).toBe(200);
    expect(response.body.message).toBe('You are now impersonating Ada Lovelace for 2 hours');
    const claims = claimsOf(response.body.token);
    expect(claims).toMatchObject({
      sub: ids.ada,
      username: 'ada',
      impersonation: true,
      impersonator_id: adminId,
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(TWO_HOURS_S);
    const expiresIn = Date.parse(response.body.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan((TWO_HOURS_S - 60) * 1000);
    expect(expiresIn).toBeLessThanOrEqual(TWO_HOURS_S * 1000);
    expect(response.body.user).toMatchObject({ username: 'ada', impersonated_by: adminId });

    const current = await me(response.body.token);
    expect(current.status).toBe(200);
    expect(current.body.user).toMatchObject({ username: 'ada', impersonated_by: adminId });
  });

  it('opens the session through the session stream, with the admin as the actor', async () => {
    const response = await impersonate(ids.ada ?? '');
    const [opened] = await log().readStream(
      STREAMS.session(String(claimsOf(response.body.token).jti)),
    );
    expect(opened).toMatchObject({
      type: 'SessionOpened',
      data: { account_id: ids.ada, impersonator_id: adminId },
      metadata: { actorId: adminId, actorRole: 'admin' },
    });
  });

  it('records every event appended while impersonating under both ids', async () => {
    const { token } = (await impersonate(ids.ada ?? '')).body;
    const list = await call<NotificationsResponse>(
      platform.url,
      'GET',
      `/api/operators/${ids.ada}/notifications`,
      { token },
    );
    const notification = list.body.notifications[0];
    expect(notification).toBeDefined();

    const read = await call(
      platform.url,
      'POST',
      `/api/operators/${ids.ada}/notifications/${notification?.id}/read`,
      { token },
    );

    expect(read.status).toBe(200);
    const events = await log().readStream(STREAMS.notification(notification?.id ?? ''));
    expect(events.at(-1)).toMatchObject({
      type: 'NotificationRead',
      metadata: { actorId: ids.ada, actorRole: 'operator', impersonatorId: adminId },
    });
  });

  it('records an admin_impersonation security event', async () => {
    const before = await log().headPosition();
    await impersonate(ids.ada ?? '');
    const recorded: RecordedEvent[] = await log().readAll({
      ...(before ? { after: before } : {}),
      maxCount: 100,
    });
    const security = recorded.find((event) => event.type === 'SecurityEventRecorded');
    expect(security?.data).toMatchObject({
      event_type: 'admin_impersonation',
      severity: 'warning',
      username: 'admin',
      details: { admin_id: adminId, target_id: ids.ada, target_username: 'ada' },
    });
  });

  it('never impersonates an admin or a founder (by role or by username): 403 with the reason', async () => {
    for (const username of ['admin', 'founder', 'alan']) {
      const response = await impersonate(ids[username] ?? '');
      expect({ username, status: response.status, error: response.body.error }).toEqual({
        username,
        status: 403,
        error: 'Admins and founders cannot be impersonated',
      });
    }
  });

  it('decides from the operator’s own stream: a role or a suspension the read model has not caught up with still refuses', async () => {
    const accounts = platform.app
      .get<ReadStore>(READ_STORE)
      .collection<AccountDoc>(ACCOUNTS_COLLECTION);
    const newOperator = async () => {
      const handle = `imp${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const created = await call<{ operator: { id: string } }>(
        platform.url,
        'POST',
        '/api/admin/operators',
        {
          token: adminToken,
          body: { handle, email: `${handle}@example.com`, password: 'Str0ng#Imp-Pass' },
        },
      );
      expect(created.status).toBe(201);
      return created.body.operator.id;
    };
    const change = (id: string, what: 'role' | 'status', body: object) =>
      call(platform.url, 'PUT', `/api/admin/operators/${id}/${what}`, { token: adminToken, body });

    const promoted = await newOperator();
    expect((await change(promoted, 'role', { role: 'operator,admin' })).status).toBe(200);
    // A read model behind the log, as for a second admin acting at the same moment.
    await accounts.updateOne({ _id: promoted }, { $set: { role: 'operator' } });
    const asAdmin = await impersonate(promoted);
    expect([asAdmin.status, asAdmin.body.error]).toEqual([
      403,
      'Admins and founders cannot be impersonated',
    ]);

    const suspended = await newOperator();
    expect((await change(suspended, 'status', { status: 'suspended' })).status).toBe(200);
    await accounts.updateOne({ _id: suspended }, { $set: { status: 'active' } });
    const asSuspended = await impersonate(suspended);
    expect([asSuspended.status, asSuspended.body.error]).toEqual([
      403,
      IMPERSONATION_TEXTS.refusedSuspended,
    ]);
  });

  it('answers 404 for an unknown operator, 401 without a token and 403 for a non-admin', async () => {
    const unknown = await impersonate('no-such-operator');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Operator not found');
    const rep = await impersonate(ids['nora@northwind.example'] ?? '');
    expect(rep.status).toBe(404);
    expect(
      (await call(platform.url, 'POST', `/api/admin/operators/${ids.ada}/impersonate`)).status,
    ).toBe(401);
    const adaToken = await platform.login('ada', DEMO_PASSWORDS.operator);
    expect((await impersonate(ids.validator ?? '', adaToken)).status).toBe(403);
  });

  it('an impersonation token carries the operator, not the admin: admin endpoints answer 403', async () => {
    const { token } = (await impersonate(ids.validator ?? '')).body;
    expect((await call(platform.url, 'GET', '/api/admin/settings', { token })).status).toBe(403);
    expect((await impersonate(ids.ada ?? '', token)).status).toBe(403);
  });

  it('impersonates a company representative the same way', async () => {
    const repId = ids['nora@northwind.example'] ?? '';
    const response = await call<ImpersonationResponse & { company_rep: SessionUser }>(
      platform.url,
      'POST',
      `/api/admin/impersonate/company-rep/${repId}`,
      { token: adminToken },
    );
    expect(response.status).toBe(200);
    expect(claimsOf(response.body.token)).toMatchObject({
      sub: repId,
      type: 'company_rep',
      impersonation: true,
      impersonator_id: adminId,
    });
    expect(response.body.company_rep).toEqual(response.body.user);
    expect(response.body.user).toMatchObject({ type: 'company_rep', impersonated_by: adminId });
    const notARep = await call<{ error: string }>(
      platform.url,
      'POST',
      `/api/admin/impersonate/company-rep/${ids.ada}`,
      { token: adminToken },
    );
    expect(notARep.status).toBe(404);
    expect(notARep.body.error).toBe('Company representative not found');
  });

  it('switch-back ends the impersonation and returns the admin to the session it started from', async () => {
    const { token } = (await impersonate(ids.ada ?? '')).body;

    const response = await switchBack(token);

    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ username: 'admin', impersonated_by: null });
    const claims = claimsOf(response.body.token);
    const original = claimsOf(adminToken);
    expect(claims).toMatchObject({ sub: adminId, jti: original.jti, exp: original.exp });
    expect(claims.impersonation).toBeUndefined();
    expect(Date.parse(response.body.expires_at)).toBe(Number(original.exp) * 1000);
    expect((await me(response.body.token)).body.user.username).toBe('admin');
    expect((await me(adminToken)).body.user.username).toBe('admin');
    expect((await me(token)).status).toBe(401);
    const events = await log().readStream(STREAMS.session(String(claimsOf(token).jti)));
    expect(events.at(-1)).toMatchObject({
      type: 'SessionRevoked',
      data: { reason: 'impersonation_ended' },
      metadata: { actorId: ids.ada, impersonatorId: adminId },
    });
  });

  it('switch-back is only for an impersonation token', async () => {
    const response = await switchBack(adminToken);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('This session is not an impersonation');
    expect((await me(adminToken)).status).toBe(200);
    expect((await switchBack()).status).toBe(401);
  });

  describe('ends with the admin session that started it', () => {
    let founderToken: string;
    beforeAll(async () => {
      founderToken = await platform.login('founder', DEMO_PASSWORDS.founder);
    });

    /** A second admin (so the suite's own admin session lives on), acting as ada. */
    const impersonatingAdmin = async () => {
      const admin = await registerAccount(platform, 'admin');
      const started = await impersonate(ids.ada ?? '', admin.token);
      expect(started.status).toBe(200);
      expect((await me(started.body.token)).status).toBe(200);
      return { admin, impersonation: started.body.token };
    };
    const byFounder = (method: 'PUT' | 'POST', path: string, body: Record<string, unknown>) =>
      call(platform.url, method, path, { token: founderToken, body });

    const endings: readonly [string, (admin: SignedInAccount) => Promise<unknown>][] = [
      [
        'signs out',
        (admin) => call(platform.url, 'POST', '/api/auth/logout', { token: admin.token }),
      ],
      [
        'has their password reset',
        (admin) =>
          byFounder('POST', `/api/admin/operators/${admin.id}/reset-password`, {
            password: 'Another#Password2025',
          }),
      ],
      [
        'is suspended',
        (admin) =>
          byFounder('PUT', `/api/admin/operators/${admin.id}/status`, { status: 'suspended' }),
      ],
      [
        'is demoted',
        (admin) => byFounder('PUT', `/api/admin/operators/${admin.id}/role`, { role: 'operator' }),
      ],
    ];

    it.each(endings)(
      'when the admin %s, the impersonation token answers 401 and switch-back is refused',
      async (_ending, end) => {
        const { admin, impersonation } = await impersonatingAdmin();

        expect(await end(admin)).toMatchObject({ status: 200 });

        expect((await me(admin.token)).status).toBe(401);
        expect((await me(impersonation)).status).toBe(401);
        const back = await switchBack(impersonation);
        expect(back.status).toBe(401);
        expect(back.body.token).toBeUndefined();
        const events = await log().readStream(STREAMS.session(String(claimsOf(impersonation).jti)));
        expect(events.at(-1)).toMatchObject({
          type: 'SessionRevoked',
          data: { reason: 'impersonation_ended' },
        });
      },
    );

    it('records the impersonation in the admin session, which switch-back returns to', async () => {
      const { admin, impersonation } = await impersonatingAdmin();
      const adminJti = String(claimsOf(admin.token).jti);
      const [opened] = await log().readStream(STREAMS.session(String(claimsOf(impersonation).jti)));
      expect(opened?.data).toMatchObject({ impersonator_session_id: adminJti });
      expect((await log().readStream(STREAMS.session(adminJti))).at(-1)).toMatchObject({
        type: 'ImpersonationStarted',
        data: { jti: adminJti, impersonation_jti: claimsOf(impersonation).jti },
      });

      const back = await switchBack(impersonation);
      expect(back.status).toBe(200);
      expect(claimsOf(back.body.token).jti).toBe(adminJti);
      // One session: signing out of the token switch-back gave ends the original one too.
      await call(platform.url, 'POST', '/api/auth/logout', { token: back.body.token });
      expect((await me(admin.token)).status).toBe(401);
    });
  });

  /** Runs `check` with the clock at `nowMs`: timers, I/O and sockets keep running for real. */
  const at = async (nowMs: number, check: () => Promise<void>) => {
    jest.useFakeTimers({
      now: nowMs,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      await check();
    } finally {
      jest.useRealTimers();
    }
  };

  it('the impersonation token stops working after 2 hours, while a normal token still works', async () => {
    const { token } = (await impersonate(ids.ada ?? '')).body;
    expect((await me(token)).status).toBe(200);
    await at(Date.now() + (TWO_HOURS_S + 5) * 1000, async () => {
      expect((await me(token)).status).toBe(401);
      expect((await me(adminToken)).status).toBe(200);
    });
  });

  it('an impersonation started in the last hour of the admin session ends when that session does', async () => {
    const admin = await registerAccount(platform, 'admin');
    const adminExp = Number(claimsOf(admin.token).exp);
    let impersonation = '';
    await at((adminExp - 60 * 60) * 1000, async () => {
      const started = await impersonate(ids.ada ?? '', admin.token);
      expect(started.status).toBe(200);
      impersonation = started.body.token;
      const exp = Number(claimsOf(impersonation).exp);
      expect(exp).toBeLessThanOrEqual(adminExp);
      expect(exp).toBeGreaterThan(adminExp - 60);
      expect(Date.parse(started.body.expires_at)).toBe(exp * 1000);
    });
    await at(adminExp * 1000 + 1000, async () => {
      expect((await me(admin.token)).status).toBe(401);
      expect((await me(impersonation)).status).toBe(401);
    });
  });
});

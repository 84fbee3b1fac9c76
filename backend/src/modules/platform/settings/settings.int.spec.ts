import type {
  AdminSettings,
  PublicSettings,
  ReadyResponse,
  RealtimeEnvelope,
} from '@morphic/contracts';
import {
  DEMO_PASSWORDS,
  call,
  nextMessage,
  startTestApp,
  type TestApp,
} from '../../../testing/test-app';

describe('settings slice over HTTP and Socket.IO', () => {
  let platform: TestApp;
  let adminToken: string;
  let operatorToken: string;

  beforeAll(async () => {
    platform = await startTestApp();
    adminToken = await platform.login('admin', DEMO_PASSWORDS.admin);
    operatorToken = await platform.login('ada', DEMO_PASSWORDS.operator);
  });
  afterAll(() => platform.close({ removeData: true }));

  const head = async () =>
    (await call<ReadyResponse>(platform.url, 'GET', '/api/ready')).body.event_store;

  it('starts with the "Tasks under construction" notice enabled (spec 03 section 9)', async () => {
    const settings = await call<AdminSettings>(platform.url, 'GET', '/api/admin/settings', {
      token: adminToken,
    });
    expect(settings.body.operators_under_construction.enabled).toBe(true);
    const publicSettings = await call<PublicSettings>(platform.url, 'GET', '/api/settings/public');
    expect(publicSettings.body.operators_under_construction).toBe(true);
  });

  it('sets the current cohort: the answer carries the position, the read model already has it, and every client gets the push', async () => {
    const anonymous = await platform.socket();
    const admin = await platform.socket(adminToken);
    const operator = await platform.socket(operatorToken);
    const publicPushes = [anonymous, operator].map((socket) =>
      nextMessage(socket, 'settings.public', (e) => e.data.current_cohort === 'Cohort Two'),
    );
    const adminPush = nextMessage(
      admin,
      'settings.admin',
      (e) => e.data.current_cohort.name === 'Cohort Two',
    );
    let operatorGotAdminPush = false;
    operator.on('settings.admin', () => (operatorGotAdminPush = true));

    const response = await call<{ position: string; settings: AdminSettings; message: string }>(
      platform.url,
      'POST',
      '/api/admin/settings/current_cohort',
      { token: adminToken, body: { name: 'Cohort Two' } },
    );

    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Current cohort set to Cohort Two');
    expect(response.body.settings.current_cohort.name).toBe('Cohort Two');
    expect(response.headers.get('x-event-position')).toBe(response.body.position);
    const publicSettings = await call<PublicSettings>(platform.url, 'GET', '/api/settings/public');
    expect(publicSettings.body).toEqual({
      operators_under_construction: true,
      current_cohort: 'Cohort Two',
    });

    const pushes: RealtimeEnvelope<'settings.public'>[] = await Promise.all(publicPushes);
    for (const push of pushes) expect(push.position).toBe(response.body.position);
    const adminSettings = await adminPush;
    expect(adminSettings.data.updated_by_username).toBe('admin');
    expect(operatorGotAdminPush).toBe(false);
  });

  it('turns the operators-under-construction notice off, and setting the same value again appends nothing', async () => {
    const first = await call<{ position: string | null }>(
      platform.url,
      'POST',
      '/api/admin/settings/operators-under-construction',
      { token: adminToken, body: { enabled: false } },
    );
    expect(first.status).toBe(200);
    expect(first.body.position).not.toBeNull();
    const before = await head();
    const again = await call<{ position: string | null }>(
      platform.url,
      'POST',
      '/api/admin/settings/operators-under-construction',
      { token: adminToken, body: { enabled: false } },
    );
    expect(again.status).toBe(200);
    expect(again.body.position).toBeNull();
    expect(await head()).toEqual(before);
    const settings = await call<AdminSettings>(platform.url, 'GET', '/api/admin/settings', {
      token: adminToken,
    });
    expect(settings.body.operators_under_construction.enabled).toBe(false);
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const before = await head();
    for (const body of [{ name: '' }, { name: '   ' }, {}, { name: 'x'.repeat(81) }]) {
      const response = await call(platform.url, 'POST', '/api/admin/settings/current_cohort', {
        token: adminToken,
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
      expect(String(response.body.error)).toMatch(/Cohort name/);
    }
    const wrongType = await call(
      platform.url,
      'POST',
      '/api/admin/settings/operators-under-construction',
      {
        token: adminToken,
        body: { enabled: 'yes' },
      },
    );
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toBe('enabled must be true or false');
    expect(await head()).toEqual(before);
  });

  it('enforces the admin access level: 401 without a token, 403 for an operator', async () => {
    const body = { name: 'Nope' };
    expect(
      (await call(platform.url, 'POST', '/api/admin/settings/current_cohort', { body })).status,
    ).toBe(401);
    expect(
      (
        await call(platform.url, 'POST', '/api/admin/settings/current_cohort', {
          token: operatorToken,
          body,
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(platform.url, 'GET', '/api/admin/settings', { token: operatorToken })).status,
    ).toBe(403);
    expect(
      (await call<PublicSettings>(platform.url, 'GET', '/api/settings/public')).body.current_cohort,
    ).not.toBe('Nope');
  });

  it('applies a retried command with the same Idempotency-Key once and returns the first answer', async () => {
    const send = (name: string) =>
      call<{ position: string }>(platform.url, 'POST', '/api/admin/settings/current_cohort', {
        token: adminToken,
        body: { name },
        headers: { 'Idempotency-Key': 'cohort-three-once' },
      });
    const first = await send('Cohort Three');
    const afterFirst = await head();
    const retry = await send('Cohort Three');
    const concurrent = await Promise.all([send('Cohort Three'), send('Cohort Three')]);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    for (const response of concurrent) expect(response.body).toEqual(first.body);
    expect(await head()).toEqual(afterFirst);
  });

  it('keeps every concurrent change: optimistic concurrency re-decides instead of losing writes', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `Parallel ${i}`);
    const before = await head();
    const responses = await Promise.all(
      names.map((name) =>
        call<{ position: string }>(platform.url, 'POST', '/api/admin/settings/current_cohort', {
          token: adminToken,
          body: { name },
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(names.map(() => 200));
    const positions = new Set(responses.map((r) => r.body.position));
    expect(positions.size).toBe(names.length);
    expect(Number((await head()).head) - Number(before.head)).toBe(names.length);
  });

  it('takes both settings at once on POST /api/admin/settings', async () => {
    const response = await call<{ settings: AdminSettings }>(
      platform.url,
      'POST',
      '/api/admin/settings',
      {
        token: adminToken,
        body: {
          current_cohort: { name: 'Cohort Four' },
          operators_under_construction: { enabled: false },
        },
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.settings.current_cohort.name).toBe('Cohort Four');
    expect(response.body.settings.operators_under_construction.enabled).toBe(false);
    const empty = await call(platform.url, 'POST', '/api/admin/settings', {
      token: adminToken,
      body: {},
    });
    expect(empty.status).toBe(400);
  });
});

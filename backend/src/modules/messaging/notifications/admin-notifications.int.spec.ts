import type {
  NotificationsResponse,
  ReadyResponse,
  SendNotificationResponse,
  SessionUser,
} from '@morphic/contracts';
import {
  DEMO_PASSWORDS,
  call,
  nextMessage,
  startTestApp,
  type TestApp,
} from '../../../testing/test-app';

describe('POST /api/admin/notifications/send', () => {
  let platform: TestApp;
  let adminToken: string;
  let ada: { token: string; id: string };

  beforeAll(async () => {
    platform = await startTestApp();
    adminToken = await platform.login('admin', DEMO_PASSWORDS.admin);
    const token = await platform.login('ada', DEMO_PASSWORDS.operator);
    const me = await call<{ user: SessionUser }>(platform.url, 'GET', '/api/auth/me', { token });
    ada = { token, id: me.body.user.id };
  });
  afterAll(() => platform.close({ removeData: true }));

  const send = (body: unknown, token = adminToken) =>
    call<SendNotificationResponse & { error?: string }>(
      platform.url,
      'POST',
      '/api/admin/notifications/send',
      { token, body },
    );
  const head = async () =>
    (await call<ReadyResponse>(platform.url, 'GET', '/api/ready')).body.event_store.head;
  const titlesOf = async (token: string, id: string) =>
    (
      await call<NotificationsResponse>(platform.url, 'GET', `/api/operators/${id}/notifications`, {
        token,
      })
    ).body.notifications.map((n) => n.title);

  it('sends to one operator, who gets it pushed with the defaults (medium, system)', async () => {
    const socket = await platform.socket(ada.token);
    const pushed = nextMessage(socket, 'notification.created', (e) => e.data.title === 'Hello Ada');

    const response = await send({
      targetType: 'single',
      operatorId: ada.id,
      title: ' Hello Ada ',
      message: 'A new mission matches your skills.',
      action_url: '/marketplace',
    });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      recipientCount: 1,
      message: 'Notification sent to 1 recipient',
    });
    const envelope = await pushed;
    expect(envelope.data).toMatchObject({
      title: 'Hello Ada',
      message: 'A new mission matches your skills.',
      priority: 'medium',
      type: 'system',
      action_url: '/marketplace',
      is_read: false,
    });
    expect(envelope.position).toBe(response.body.position);
    expect(await titlesOf(ada.token, ada.id)).toContain('Hello Ada');
  });

  it('sends one notification per operator account to all, and per holder of a role', async () => {
    const all = await send({
      targetType: 'all',
      title: 'To everyone',
      message: 'M',
      priority: 'high',
    });
    // founder, admin, validator, ada and alan; the company representative is not an operator.
    expect(all.body.recipientCount).toBe(5);
    const validators = await send({
      targetType: 'role',
      role: 'validator',
      title: 'To validators',
      message: 'M',
      type: 'validation',
    });
    expect(validators.body.recipientCount).toBe(1);
    expect(await titlesOf(ada.token, ada.id)).toContain('To everyone');
    expect(await titlesOf(ada.token, ada.id)).not.toContain('To validators');
  });

  it('refuses bad input with the spec messages and records nothing', async () => {
    const before = await head();
    const cases: [unknown, string][] = [
      [{ targetType: 'all', title: '', message: 'M' }, 'Please fill in title and message'],
      [{ targetType: 'all', title: 'T', message: '   ' }, 'Please fill in title and message'],
      [{ targetType: 'single', title: 'T', message: 'M' }, 'Please select an operator'],
      [{ targetType: 'role', title: 'T', message: 'M' }, 'Please select a role'],
      [
        { targetType: 'all', title: 'T', message: 'M', priority: 'urgent-ish' },
        'Invalid option: expected one of "low"|"medium"|"high"',
      ],
      [
        { targetType: 'all', title: 'T', message: 'M', action_url: 'javascript:alert(1)' },
        'Action URL must be a path such as /profile or an http(s) link',
      ],
    ];
    for (const [body, error] of cases) {
      const response = await send(body);
      expect({ body, status: response.status, error: response.body.error }).toEqual({
        body,
        status: 400,
        error,
      });
    }
    const unknown = await send({
      targetType: 'single',
      operatorId: 'nobody',
      title: 'T',
      message: 'M',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Operator not found');
    expect(await head()).toEqual(before);
  });

  it('is for admins only', async () => {
    const body = { targetType: 'all', title: 'T', message: 'M' };
    expect(
      (await call(platform.url, 'POST', '/api/admin/notifications/send', { body })).status,
    ).toBe(401);
    expect((await send(body, ada.token)).status).toBe(403);
  });
});

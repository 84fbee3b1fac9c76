import {
  LOOP_NOTIFICATION_TEXTS,
  NotificationsResponseSchema,
  type Notification,
} from '@morphic/contracts';
import { randomUUID } from 'node:crypto';
import { uuidFromKey } from '#infrastructure/ids/uuid-from-key';
import {
  DEMO_PASSWORDS,
  call,
  nextMessage,
  startTestApp,
  type TestApp,
  type SignedInAccount,
} from '../../../testing/test-app';

describe("notification of an admin's reply", () => {
  let platform: TestApp;
  let ada: SignedInAccount;
  let alan: SignedInAccount;
  let admin: SignedInAccount;

  const openThread = async (caller: SignedInAccount): Promise<string> => {
    const sent = await call<{ thread_id: string }>(
      platform.url,
      'POST',
      '/api/internal-messages/send',
      { token: caller.token, body: { subject: 'Payout', message: 'When are credits paid?' } },
    );
    expect(sent.status).toBe(200);
    return sent.body.thread_id;
  };
  const reply = (
    caller: SignedInAccount,
    threadId: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) =>
    call<{ message_id: string; position: string | null; error?: string }>(
      platform.url,
      'POST',
      `/api/admin/internal-messages/${threadId}/reply`,
      { token: caller.token, body, headers },
    );
  /** The caller's reply notifications, as their notifications page lists them. */
  const replyNotifications = async (caller: SignedInAccount): Promise<Notification[]> => {
    const listed = await call(platform.url, 'GET', `/api/operators/${caller.id}/notifications`, {
      token: caller.token,
    });
    expect(listed.status).toBe(200);
    return NotificationsResponseSchema.parse(listed.body).notifications.filter(
      (notification) => notification.type === 'message',
    );
  };

  beforeAll(async () => {
    platform = await startTestApp();
    ada = await platform.signIn('ada', DEMO_PASSWORDS.operator);
    alan = await platform.signIn('alan', DEMO_PASSWORDS.operator);
    admin = await platform.signIn('admin', DEMO_PASSWORDS.admin);
  });
  afterAll(() => platform.close({ removeData: true }));

  it("tells the thread's user live, quoting the first 120 characters, and no one else", async () => {
    const threadId = await openThread(ada);
    const socket = await platform.socket(ada.token);
    const heard = nextMessage(socket, 'notification.created', (e) => e.data.type === 'message');
    const message = `${'Credits are paid once a validator passes your work. '.repeat(3)}Thanks!`;

    expect(message.length).toBeGreaterThan(120);

    const answered = await reply(admin, threadId, { message });

    expect(answered.status).toBe(200);
    const expected = {
      id: uuidFromKey(`internal-reply:${answered.body.message_id}`),
      type: 'message',
      priority: 'medium',
      title: LOOP_NOTIFICATION_TEXTS.replyTitle,
      message: message.slice(0, 120),
      action_url: '/notifications',
      task: null,
      resolved: false,
      is_read: false,
      created_at: expect.any(String),
    };
    // The reply's answer waits for the notification too: the list holds it at once.
    expect(await replyNotifications(ada)).toEqual([expected]);
    const pushed = await heard;
    expect(pushed.data).toEqual(expected);
    expect(pushed.position).toBe(answered.body.position);
    expect(await replyNotifications(alan)).toEqual([]);
  });

  it('sends one notification for a retried reply', async () => {
    const threadId = await openThread(alan);
    const key = randomUUID();

    const first = await reply(
      admin,
      threadId,
      { message: 'On Friday.' },
      { 'Idempotency-Key': key },
    );
    const retried = await reply(
      admin,
      threadId,
      { message: 'On Friday.' },
      { 'Idempotency-Key': key },
    );

    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(retried.body.message_id).toBe(first.body.message_id);
    expect((await replyNotifications(alan)).map((notification) => notification.message)).toEqual([
      'On Friday.',
    ]);
  });

  it('sends nothing when the reply is refused', async () => {
    const threadId = await openThread(ada);
    const before = await replyNotifications(ada);

    expect((await reply(admin, 'no-such-thread', { message: 'Hello' })).status).toBe(404);
    expect((await reply(admin, threadId, { message: '  ' })).status).toBe(400);
    expect((await reply(ada, threadId, { message: 'Answering myself' })).status).toBe(403);
    expect(
      (
        await call(platform.url, 'POST', `/api/admin/internal-messages/${threadId}/reply`, {
          body: { message: 'x' },
        })
      ).status,
    ).toBe(401);

    expect(await replyNotifications(ada)).toEqual(before);
  });
});

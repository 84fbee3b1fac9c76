import {
  AdminConversationsResponseSchema,
  ConversationResponseSchema,
  INTERNAL_MESSAGE_TEXTS,
  MyConversationsResponseSchema,
} from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import type { EventStore } from '@morphic/stores';
import { EVENT_STORE } from '#infrastructure/tokens';
import {
  DEMO_PASSWORDS,
  call,
  nextMessage,
  startTestApp,
  type TestApp,
  type TestSocket,
  type SignedInAccount,
} from '../../../testing/test-app';

describe('internal messaging over HTTP', () => {
  let platform: TestApp;
  const users = {} as Record<'ada' | 'alan' | 'admin' | 'founder' | 'validator', SignedInAccount>;

  const send = (caller: SignedInAccount, body: unknown, headers: Record<string, string> = {}) =>
    call<{ thread_id: string; message_id: string; position: string | null; error?: string }>(
      platform.url,
      'POST',
      '/api/internal-messages/send',
      { token: caller.token, body, headers },
    );
  const reply = (caller: SignedInAccount, threadId: string, body: unknown) =>
    call<{ thread_id: string; position: string | null; error?: string }>(
      platform.url,
      'POST',
      `/api/admin/internal-messages/${threadId}/reply`,
      { token: caller.token, body },
    );
  const myConversations = async (caller: SignedInAccount) =>
    MyConversationsResponseSchema.parse(
      (await call(platform.url, 'GET', '/api/internal-messages/my-conversations', caller)).body,
    ).conversations;
  const allConversations = async (caller: SignedInAccount) =>
    AdminConversationsResponseSchema.parse(
      (await call(platform.url, 'GET', '/api/admin/internal-messages/all-conversations', caller))
        .body,
    ).conversations;
  const readAsUser = (caller: SignedInAccount, threadId: string) =>
    call(platform.url, 'GET', `/api/internal-messages/conversation/${threadId}`, caller);
  const readAsAdmin = (caller: SignedInAccount, threadId: string) =>
    call(platform.url, 'GET', `/api/admin/internal-messages/conversation/${threadId}`, caller);
  const threadEvents = async (threadId: string) =>
    (await platform.app.get<EventStore>(EVENT_STORE).readStream(STREAMS.thread(threadId))).map(
      (event) => event.type,
    );

  beforeAll(async () => {
    platform = await startTestApp();
    users.ada = await platform.signIn('ada', DEMO_PASSWORDS.operator);
    users.alan = await platform.signIn('alan', DEMO_PASSWORDS.operator);
    users.admin = await platform.signIn('admin', DEMO_PASSWORDS.admin);
    users.founder = await platform.signIn('founder', DEMO_PASSWORDS.founder);
    users.validator = await platform.signIn('validator', DEMO_PASSWORDS.validator);
  });
  afterAll(() => platform.close({ removeData: true }));

  it('carries a conversation both ways, live on both sides, with unread counts', async () => {
    const adaSocket: TestSocket = await platform.socket(users.ada.token);
    const adminSocket: TestSocket = await platform.socket(users.admin.token);
    const founderSocket: TestSocket = await platform.socket(users.founder.token);
    const alanSocket: TestSocket = await platform.socket(users.alan.token);
    let alanHeard = 0;
    alanSocket.on('thread.message', () => (alanHeard += 1));

    // ada opens a thread: the admins hear of it at once.
    const adminHears = nextMessage(adminSocket, 'thread.message');
    const founderHears = nextMessage(founderSocket, 'thread.updated');
    const opened = await send(users.ada, {
      subject: 'Payout question',
      message: 'When are onboarding credits paid?',
      priority: 'urgent',
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      success: true,
      message: INTERNAL_MESSAGE_TEXTS.sent,
      thread_id: expect.any(String),
      position: expect.any(String),
    });
    const threadId = opened.body.thread_id;
    expect((await adminHears).data).toMatchObject({
      thread_id: threadId,
      operator_id: users.ada.id,
      message: {
        message: 'When are onboarding credits paid?',
        is_admin_message: false,
        sender_name: 'Ada Lovelace',
        subject: 'Payout question',
        priority: 'urgent',
      },
    });
    expect((await founderHears).data).toMatchObject({
      thread_id: threadId,
      unread_for_admin: 1,
      status: 'open',
    });

    const [listed] = (await allConversations(users.admin)).filter((c) => c.thread_id === threadId);
    expect(listed).toEqual({
      thread_id: threadId,
      operator_id: users.ada.id,
      subject: 'Payout question',
      sender_name: 'Ada Lovelace',
      unread_count: 1,
      latest_message: {
        message: 'When are onboarding credits paid?',
        priority: 'urgent',
        status: 'open',
      },
      last_updated: expect.any(String),
      message_count: 1,
      status: 'open',
      priority: 'urgent',
    });

    // An admin opening the thread marks ada's message read.
    const readByAdmin = ConversationResponseSchema.parse(
      (await readAsAdmin(users.admin, threadId)).body,
    );
    expect(readByAdmin.messages.map((m) => [m.message, m.is_admin_message])).toEqual([
      ['When are onboarding credits paid?', false],
    ]);
    expect(
      (await allConversations(users.admin)).find((c) => c.thread_id === threadId),
    ).toMatchObject({ unread_count: 0 });
    expect(await threadEvents(threadId)).toEqual([
      'InternalThreadOpened',
      'InternalMessagePosted',
      'InternalMessagesRead',
    ]);

    // The admin replies: ada hears it live and sees one unread.
    const adaHears = nextMessage(adaSocket, 'thread.message');
    const adaSummary = nextMessage(adaSocket, 'thread.updated');
    const answered = await reply(users.admin, threadId, { message: 'Credits land on validation.' });
    expect(answered.status).toBe(200);
    expect((await adaHears).data.message).toMatchObject({
      message: 'Credits land on validation.',
      is_admin_message: true,
      sender_name: 'Sam Okafor',
      priority: 'urgent',
    });
    expect((await adaSummary).data).toMatchObject({ unread_for_operator: 1, status: 'pending' });
    expect((await myConversations(users.ada)).find((c) => c.thread_id === threadId)).toEqual({
      thread_id: threadId,
      subject: 'Payout question',
      latest_message: 'Credits land on validation.',
      last_updated: expect.any(String),
      unread_count: 1,
      status: 'pending',
      priority: 'urgent',
      message_count: 2,
    });

    // ada reads the thread: the reply is marked read, the admins see it.
    const adminSeesRead = nextMessage(
      adminSocket,
      'thread.updated',
      (e) => e.data.thread_id === threadId && e.data.unread_for_operator === 0,
    );
    const conversation = ConversationResponseSchema.parse(
      (await readAsUser(users.ada, threadId)).body,
    );
    expect(conversation).toMatchObject({
      success: true,
      thread_id: threadId,
      subject: 'Payout question',
      status: 'pending',
    });
    expect(
      conversation.messages.map((m) => [m.message, m.is_admin_message, m.subject, m.priority]),
    ).toEqual([
      ['When are onboarding credits paid?', false, 'Payout question', 'urgent'],
      ['Credits land on validation.', true, null, 'urgent'],
    ]);
    await adminSeesRead;
    expect(
      (await myConversations(users.ada)).find((c) => c.thread_id === threadId)?.unread_count,
    ).toBe(0);

    // ada answers in the same thread with a new priority.
    const followUp = await send(users.ada, {
      message: 'Thanks!',
      priority: 'low',
      thread_id: threadId,
    });
    expect(followUp.body.thread_id).toBe(threadId);
    expect(
      (await allConversations(users.admin)).find((c) => c.thread_id === threadId),
    ).toMatchObject({
      message_count: 3,
      unread_count: 1,
      priority: 'low',
      status: 'open',
    });
    expect(alanHeard).toBe(0);
  });

  it('keeps each user to their own threads', async () => {
    const opened = await send(users.ada, { message: 'Private to ada' });
    const threadId = opened.body.thread_id;

    expect((await myConversations(users.alan)).map((c) => c.thread_id)).not.toContain(threadId);
    const peek = await readAsUser(users.alan, threadId);
    expect(peek.status).toBe(404);
    expect(peek.body.error).toBe(INTERNAL_MESSAGE_TEXTS.conversationNotFound);
    const intrude = await send(users.alan, { message: 'Hi', thread_id: threadId });
    expect(intrude.status).toBe(404);
    expect(await threadEvents(threadId)).toEqual(['InternalThreadOpened', 'InternalMessagePosted']);
    expect((await readAsUser(users.ada, 'no-such-thread')).status).toBe(404);
    expect((await reply(users.admin, 'no-such-thread', { message: 'x' })).status).toBe(404);
  });

  it('defaults to medium priority and no subject', async () => {
    const opened = await send(users.alan, { message: 'A question without a subject' });
    expect(
      (await myConversations(users.alan)).find((c) => c.thread_id === opened.body.thread_id),
    ).toMatchObject({ subject: INTERNAL_MESSAGE_TEXTS.noSubject, priority: 'medium' });
  });

  it('checks the message: non-empty, at most 5000 characters, a known priority', async () => {
    const empty = await send(users.ada, { message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(INTERNAL_MESSAGE_TEXTS.messageRequired);
    const long = await send(users.ada, { message: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe(INTERNAL_MESSAGE_TEXTS.messageTooLong);
    const priority = await send(users.ada, { message: 'Hi', priority: 'asap' });
    expect(priority.status).toBe(400);
    expect(priority.body.error).toBe(INTERNAL_MESSAGE_TEXTS.priorityInvalid);
    expect((await send(users.ada, { message: 'x'.repeat(5000) })).status).toBe(200);

    const thread = (await send(users.ada, { message: 'Hello' })).body.thread_id;
    const longReply = await reply(users.admin, thread, { message: 'y'.repeat(5001) });
    expect(longReply.status).toBe(400);
    expect(longReply.body.error).toBe(INTERNAL_MESSAGE_TEXTS.messageTooLong);
    expect((await reply(users.admin, thread, { message: ' ' })).status).toBe(400);
  });

  it('sends once per Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': 'ada-message-once' };
    const first = await send(users.ada, { message: 'Only once' }, headers);
    const retry = await send(users.ada, { message: 'Only once' }, headers);
    expect(retry.body.thread_id).toBe(first.body.thread_id);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await threadEvents(first.body.thread_id)).toHaveLength(2);
  });

  it('lets any signed-in user write, and only admins and founders answer', async () => {
    const thread = (await send(users.validator, { message: 'From a validator' })).body.thread_id;
    expect(thread).toEqual(expect.any(String));

    expect(
      (await call(platform.url, 'POST', '/api/internal-messages/send', { body: { message: 'x' } }))
        .status,
    ).toBe(401);
    expect(
      (await call(platform.url, 'GET', '/api/internal-messages/my-conversations')).status,
    ).toBe(401);
    for (const caller of [users.ada, users.validator]) {
      expect(
        (await call(platform.url, 'GET', '/api/admin/internal-messages/all-conversations', caller))
          .status,
      ).toBe(403);
      expect((await readAsAdmin(caller, thread)).status).toBe(403);
      expect((await reply(caller, thread, { message: 'x' })).status).toBe(403);
    }
    expect((await reply(users.founder, thread, { message: 'Founder here' })).status).toBe(200);
    expect(
      (await call(platform.url, 'GET', '/api/admin/internal-messages/all-conversations')).status,
    ).toBe(401);
  });
});

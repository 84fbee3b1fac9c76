import { STREAMS } from '@morphic/contracts/server';
import type {
  DeleteNotificationResponse,
  MarkAllNotificationsReadResponse,
  MarkNotificationReadResponse,
  Notification,
  NotificationsResponse,
  SendNotificationResponse,
} from '@morphic/contracts';
import type { EventStore } from '@morphic/stores';
import { EVENT_STORE } from '#infrastructure/tokens';

import {
  DEMO_PASSWORDS,
  call,
  nextMessage,
  startTestApp,
  type TestApp,
  type SignedInAccount,
} from '../../../testing/test-app';

describe('notification commands: read, read all, delete', () => {
  let platform: TestApp;
  let ada: SignedInAccount;
  let alan: SignedInAccount;
  let admin: SignedInAccount;

  beforeAll(async () => {
    platform = await startTestApp();
    ada = await platform.signIn('ada', DEMO_PASSWORDS.operator);
    alan = await platform.signIn('alan', DEMO_PASSWORDS.operator);
    admin = await platform.signIn('admin', DEMO_PASSWORDS.admin);
  });
  afterAll(() => platform.close({ removeData: true }));

  const list = (caller: SignedInAccount, recipientId = caller.id) =>
    call<NotificationsResponse>(
      platform.url,
      'GET',
      `/api/operators/${recipientId}/notifications`,
      {
        token: caller.token,
      },
    );
  const markRead = (caller: SignedInAccount, notificationId: string, recipientId = caller.id) =>
    call<MarkNotificationReadResponse & { error?: string }>(
      platform.url,
      'POST',
      `/api/operators/${recipientId}/notifications/${notificationId}/read`,
      { token: caller.token },
    );
  const readAll = (caller: SignedInAccount, recipientId = caller.id) =>
    call<MarkAllNotificationsReadResponse & { error?: string }>(
      platform.url,
      'POST',
      `/api/operators/${recipientId}/notifications/read-all`,
      { token: caller.token },
    );
  const remove = (caller: SignedInAccount, notificationId: string, recipientId = caller.id) =>
    call<DeleteNotificationResponse & { error?: string }>(
      platform.url,
      'DELETE',
      `/api/operators/${recipientId}/notifications/${notificationId}`,
      { token: caller.token },
    );
  /** Sends `count` notifications to one operator through the admin endpoint; returns them. */
  const send = async (to: SignedInAccount, title: string, count = 1): Promise<Notification[]> => {
    for (let i = 0; i < count; i += 1) {
      const sent = await call<SendNotificationResponse>(
        platform.url,
        'POST',
        '/api/admin/notifications/send',
        {
          token: admin.token,
          body: { targetType: 'single', operatorId: to.id, title: `${title} ${i}`, message: 'M' },
        },
      );
      expect(sent.status).toBe(200);
    }
    const listed = await list(to);
    return listed.body.notifications.filter((n) => n.title.startsWith(title));
  };

  it('marks one of my notifications read: the answer, the list and every open tab agree', async () => {
    const [notification] = await send(ada, 'Read me');
    const before = (await list(ada)).body.unread_count;
    const tabs = [await platform.socket(ada.token), await platform.socket(ada.token)];
    const pushes = tabs.map((tab) =>
      nextMessage(tab, 'notification.updated', (e) => e.data.id === notification?.id),
    );

    const response = await markRead(ada, notification?.id ?? '');

    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Notification marked as read');
    expect(response.body.notification).toMatchObject({ id: notification?.id, is_read: true });
    expect(response.body.position).toMatch(/^\d+/);
    const after = await list(ada);
    expect(after.body.unread_count).toBe(before - 1);
    expect(after.body.notifications.find((n) => n.id === notification?.id)?.is_read).toBe(true);
    for (const push of await Promise.all(pushes)) {
      expect(push.data).toEqual(response.body.notification);
      expect(push.position).toBe(response.body.position);
    }
  });

  it('reading a read notification again succeeds and records nothing', async () => {
    const [notification] = await send(ada, 'Twice');
    const first = await markRead(ada, notification?.id ?? '');
    const again = await markRead(ada, notification?.id ?? '');
    expect(again.status).toBe(200);
    expect(again.body.position).toBeNull();
    expect(first.body.position).not.toBeNull();
  });

  it("answers 404 for an unknown notification or someone else's, and 403 for someone else's list", async () => {
    const [alansNotification] = await send(alan, 'For Alan');
    const alansId = alansNotification?.id ?? '';
    for (const response of [
      await markRead(ada, 'no-such-notification'),
      await markRead(ada, alansId),
      await remove(ada, alansId),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.error).toBe('Notification not found');
    }
    expect((await markRead(ada, alansId, alan.id)).status).toBe(403);
    expect((await remove(ada, alansId, alan.id)).status).toBe(403);
    expect((await readAll(ada, alan.id)).status).toBe(403);
    expect((await list(alan)).body.notifications.find((n) => n.id === alansId)?.is_read).toBe(
      false,
    );
  });

  it("lets an admin act on an operator's notifications", async () => {
    const [notification] = await send(alan, 'Admin reads');
    const response = await markRead(admin, notification?.id ?? '', alan.id);
    expect(response.status).toBe(200);
    expect(response.body.notification.is_read).toBe(true);
  });

  it('needs a token', async () => {
    const path = `/api/operators/${ada.id}/notifications`;
    expect((await call(platform.url, 'POST', `${path}/read-all`)).status).toBe(401);
    expect((await call(platform.url, 'POST', `${path}/x/read`)).status).toBe(401);
    expect((await call(platform.url, 'DELETE', `${path}/x`)).status).toBe(401);
  });

  it('reads all my unread notifications in one event naming them, pushed to me', async () => {
    const fresh = await send(alan, 'Batch', 3);
    const unreadBefore = (await list(alan)).body.notifications.filter((n) => !n.is_read);
    expect(unreadBefore.length).toBeGreaterThanOrEqual(3);
    const socket = await platform.socket(alan.token);
    const pushed = new Set<string>();
    const allPushed = new Promise<void>((resolve) =>
      socket.on('notification.updated', (envelope) => {
        pushed.add(envelope.data.id);
        if (pushed.size === unreadBefore.length) resolve();
      }),
    );

    const response = await readAll(alan);

    expect(response.status).toBe(200);
    expect([...response.body.notification_ids].sort()).toEqual(
      unreadBefore.map((n) => n.id).sort(),
    );
    expect(response.body.message).toBe(`${unreadBefore.length} notifications marked as read`);
    const after = await list(alan);
    expect(after.body.unread_count).toBe(0);
    expect(after.body.notifications.filter((n) => fresh.some((f) => f.id === n.id))).toHaveLength(
      3,
    );
    await allPushed;
    expect([...pushed].sort()).toEqual(unreadBefore.map((n) => n.id).sort());

    const events = await platform.app
      .get<EventStore>(EVENT_STORE)
      .readStream(STREAMS.notificationInbox(alan.id));
    expect(events.at(-1)).toMatchObject({
      type: 'AllNotificationsRead',
      data: { recipient_id: alan.id },
      metadata: { actorId: alan.id },
    });

    const again = await readAll(alan);
    expect(again.body).toMatchObject({
      notification_ids: [],
      message: 'No unread notifications',
      position: null,
    });
  });

  it('deletes my notification: gone from the list, pushed, and it cannot be read or deleted again', async () => {
    const [notification] = await send(ada, 'Delete me');
    const id = notification?.id ?? '';
    const socket = await platform.socket(ada.token);
    const pushed = nextMessage(socket, 'notification.deleted', (e) => e.data.id === id);

    const response = await remove(ada, id);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, id, message: 'Notification deleted' });
    expect((await list(ada)).body.notifications.some((n) => n.id === id)).toBe(false);
    expect((await pushed).position).toBe(response.body.position);
    expect((await markRead(ada, id)).status).toBe(404);
    expect((await remove(ada, id)).status).toBe(404);
  });

  it('a deleted unread notification no longer counts as unread', async () => {
    const [notification] = await send(ada, 'Unread then deleted');
    const before = (await list(ada)).body.unread_count;
    await remove(ada, notification?.id ?? '');
    expect((await list(ada)).body.unread_count).toBe(before - 1);
  });
});

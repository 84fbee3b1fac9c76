import { STREAMS } from '@morphic/contracts/server';
import type { NotificationsResponse, SessionUser } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { systemContext } from '#infrastructure/commands/command-context';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { reactTo, reactorEvent } from '../../../testing/reactors';
import { NotificationResolutionReactor } from './reactors/notification-resolution.reactor';
import { CreateAggregate } from '#infrastructure/commands/create-aggregate.handler';
import {
  DEMO_PASSWORDS,
  call,
  nextMessage,
  startTestApp,
  type TestApp,
} from '../../../testing/test-app';

describe('notifications', () => {
  let platform: TestApp;
  let ada: { token: string; id: string };
  let alanToken: string;
  let adminToken: string;

  beforeAll(async () => {
    platform = await startTestApp();
    const token = await platform.login('ada', DEMO_PASSWORDS.operator);
    const me = await call<{ user: SessionUser }>(platform.url, 'GET', '/api/auth/me', { token });
    ada = { token, id: me.body.user.id };
    alanToken = await platform.login('alan', DEMO_PASSWORDS.operator);
    adminToken = await platform.login('admin', DEMO_PASSWORDS.admin);
  });
  afterAll(() => platform.close({ removeData: true }));

  const list = (token: string, id = ada.id) =>
    call<NotificationsResponse>(platform.url, 'GET', `/api/operators/${id}/notifications`, {
      token,
    });

  it("lists the user's own notifications with the unread count", async () => {
    const response = await list(ada.token);
    expect(response.status).toBe(200);
    expect(response.body.unread_count).toBe(1);
    expect(response.body.notifications).toEqual([
      expect.objectContaining({
        priority: 'high',
        title: 'Complete your character report',
        action_url: '/character-report',
        is_read: false,
      }),
    ]);
  });

  it("refuses another operator's notifications, but lets an admin read them", async () => {
    expect((await list(alanToken)).status).toBe(403);
    expect((await list(adminToken)).status).toBe(200);
  });

  it('pushes a new notification to its recipient only, once the list already holds it', async () => {
    const adaSocket = await platform.socket(ada.token);
    const alanSocket = await platform.socket(alanToken);
    let alanGotIt = false;
    alanSocket.on('notification.created', () => (alanGotIt = true));
    const pushed = nextMessage(adaSocket, 'notification.created');
    const notificationId = randomUUID();

    await platform.app.get(CommandBus).execute(
      new CreateAggregate(
        STREAMS.notification(notificationId),
        {
          type: 'NotificationSent',
          data: {
            notification_id: notificationId,
            recipient_id: ada.id,
            type: 'validation',
            priority: 'medium',
            title: 'Submission validated',
            message: 'Your work passed.',
            action_url: null,
          },
        },
        'Notification already exists',
        systemContext(),
      ),
    );

    const envelope = await pushed;
    expect(envelope.data).toMatchObject({
      id: notificationId,
      title: 'Submission validated',
      is_read: false,
    });
    const listed = await list(ada.token);
    expect(listed.body.notifications[0]?.id).toBe(notificationId);
    expect(listed.body.unread_count).toBe(2);
    expect(alanGotIt).toBe(false);
  });

  it('resolves "Complete your character report" when the report is submitted, and pushes it', async () => {
    const adaSocket = await platform.socket(ada.token);
    const asking = (await list(ada.token)).body.notifications.find(
      (notification) => notification.task === 'character_report',
    );
    expect(asking).toMatchObject({ resolved: false, action_url: '/character-report' });
    const pushed = nextMessage(
      adaSocket,
      'notification.updated',
      (envelope) => envelope.data.id === asking?.id,
    );

    const report = await call(platform.url, 'POST', `/api/operators/${ada.id}/character-report`, {
      token: ada.token,
      body: {
        character_report: {
          technical_skills: { programming_languages: [{ name: 'Python', proficiency: 'Expert' }] },
          years_experience: '2-5',
        },
      },
    });

    expect(report.status).toBe(200);
    // The command answers once its after-effects are in the read models.
    const after = (await list(ada.token)).body.notifications.find((n) => n.id === asking?.id);
    expect(after).toMatchObject({ resolved: true, is_read: true });
    expect((await pushed).data).toMatchObject({ id: asking?.id, resolved: true });
  });

  it('resolves only what was asked before the task was done, replayed or not', async () => {
    const alanId = (
      await call<{ user: SessionUser }>(platform.url, 'GET', '/api/auth/me', { token: alanToken })
    ).body.user.id;
    const notificationId = randomUUID();
    const sent = await platform.app.get(CommandBus).execute(
      new CreateAggregate(
        STREAMS.notification(notificationId),
        {
          type: 'NotificationSent',
          data: {
            notification_id: notificationId,
            recipient_id: alanId,
            type: 'system',
            priority: 'high',
            title: 'Update your character report',
            message: 'Your skills changed.',
            action_url: '/character-report',
            task: 'character_report',
          },
        },
        'Notification already exists',
        systemContext(),
      ),
    );
    await platform.app.get(ReadYourWrites).settled(sent.position);
    const reactor = platform.app.get(NotificationResolutionReactor);
    const reported = (at: string) => {
      const event = reactorEvent(
        'CharacterReportSubmitted',
        { operator_id: alanId, report: {} as never },
        `operator-${alanId}`,
      );
      return { ...event, metadata: { ...event.metadata, at } };
    };
    const resolved = async () =>
      (await list(alanToken, alanId)).body.notifications.find((n) => n.id === notificationId)
        ?.resolved;

    // A report from before the request (a replay from the start of the log) leaves it asking.
    const old = await reactTo(platform.app, reactor, reported('2000-01-01T00:00:00.000Z'));
    expect(old.position).toBeNull();
    expect(await resolved()).toBe(false);

    const now = await reactTo(platform.app, reactor, reported(new Date().toISOString()));
    await platform.app.get(ReadYourWrites).settled(now.position);
    expect(await resolved()).toBe(true);
  });
});

import {
  NOTIFICATIONS_COLLECTION,
  NotificationDocSchema,
  type EventData,
} from '@morphic/contracts/server';
import { NotificationSchema } from '@morphic/contracts';
import {
  TestLog,
  parsedWith,
  project,
  projectForIdempotency,
  pushesAfter,
  expectIdempotent,
} from '../testing/project';
import { notificationsProjection } from './projection';

const notification = (
  overrides: Partial<EventData<'NotificationSent'>> = {},
): EventData<'NotificationSent'> => ({
  notification_id: 'nt-1',
  recipient_id: 'op-ada',
  type: 'system',
  priority: 'high',
  title: 'Complete your character report',
  message: 'Tell us your skills so we can prepare your onboarding tasks.',
  action_url: '/character-report',
  ...overrides,
});

const sent = (log: TestLog, overrides: Partial<EventData<'NotificationSent'>> = {}) =>
  log.event('NotificationSent', notification(overrides), {
    metadata: { actorId: null, actorRole: 'system', ip: null, userAgent: null },
  });

describe('notifications projection', () => {
  it('records a notification for its recipient, unread', async () => {
    const log = new TestLog();
    const event = sent(log);

    const docs = await project(notificationsProjection, [event]);

    expect(docs).toEqual({
      [NOTIFICATIONS_COLLECTION]: [
        {
          _id: 'nt-1',
          recipient_id: 'op-ada',
          type: 'system',
          priority: 'high',
          title: 'Complete your character report',
          message: 'Tell us your skills so we can prepare your onboarding tasks.',
          action_url: '/character-report',
          task: null,
          resolved_at: null,
          is_read: false,
          created_at: event.metadata.at,
          deleted_at: null,
        },
      ],
    });
    expect(parsedWith(NotificationDocSchema, docs[NOTIFICATIONS_COLLECTION] ?? [])).toEqual(
      docs[NOTIFICATIONS_COLLECTION],
    );
  });

  it('keeps each recipient its own notifications', async () => {
    const log = new TestLog();
    const docs = await project(notificationsProjection, [
      sent(log),
      sent(log, { notification_id: 'nt-2', recipient_id: 'op-alan', action_url: null }),
      sent(log, { notification_id: 'nt-3', type: 'task', priority: 'low' }),
    ]);

    expect(
      docs[NOTIFICATIONS_COLLECTION]?.map((doc) => [doc._id, doc['recipient_id'], doc['type']]),
    ).toEqual([
      ['nt-1', 'op-ada', 'system'],
      ['nt-2', 'op-alan', 'system'],
      ['nt-3', 'op-ada', 'task'],
    ]);
    expect(parsedWith(NotificationDocSchema, docs[NOTIFICATIONS_COLLECTION] ?? [])).toEqual(
      docs[NOTIFICATIONS_COLLECTION],
    );
  });

  it('is idempotent: each event twice, or the whole log replayed, gives the same documents', async () => {
    const log = new TestLog();
    const events = [sent(log), sent(log, { notification_id: 'nt-2', recipient_id: 'op-alan' })];

    const once = await expectIdempotent(notificationsProjection, events);

    expect(once[NOTIFICATIONS_COLLECTION]).toHaveLength(2);
  });

  it('pushes the new notification to its recipient only', async () => {
    const log = new TestLog();
    const events = [sent(log), sent(log, { notification_id: 'nt-2', recipient_id: 'op-alan' })];

    const pushes = await pushesAfter(notificationsProjection, events);

    expect(pushes).toEqual([
      {
        rooms: ['user:op-alan'],
        message: 'notification.created',
        data: {
          id: 'nt-2',
          type: 'system',
          priority: 'high',
          title: 'Complete your character report',
          message: 'Tell us your skills so we can prepare your onboarding tasks.',
          action_url: '/character-report',
          task: null,
          resolved: false,
          is_read: false,
          created_at: events[1]?.metadata.at,
        },
      },
    ]);
    expect(NotificationSchema.parse(pushes[0]?.data)).toEqual(pushes[0]?.data);
  });

  const read = (log: TestLog, id = 'nt-1', recipient = 'op-ada') =>
    log.event('NotificationRead', { notification_id: id, recipient_id: recipient });
  const deleted = (log: TestLog, id = 'nt-1', recipient = 'op-ada') =>
    log.event('NotificationDeleted', { notification_id: id, recipient_id: recipient });
  const allRead = (log: TestLog, ids: string[], recipient = 'op-ada') =>
    log.event('AllNotificationsRead', { recipient_id: recipient, notification_ids: ids });
  const stateOf = (docs: Awaited<ReturnType<typeof project>>) =>
    docs[NOTIFICATIONS_COLLECTION]?.map((doc) => [doc._id, doc['is_read'], doc['deleted_at']]);

  it('marks one notification read', async () => {
    const log = new TestLog();
    const docs = await project(notificationsProjection, [
      sent(log),
      sent(log, { notification_id: 'nt-2' }),
      read(log),
    ]);
    expect(stateOf(docs)).toEqual([
      ['nt-1', true, null],
      ['nt-2', false, null],
    ]);
  });

  it("marks all of the recipient's listed notifications read, and nobody else's", async () => {
    const log = new TestLog();
    const docs = await project(notificationsProjection, [
      sent(log),
      sent(log, { notification_id: 'nt-2' }),
      sent(log, { notification_id: 'nt-3', recipient_id: 'op-alan' }),
      sent(log, { notification_id: 'nt-4' }),
      allRead(log, ['nt-1', 'nt-2', 'nt-3']),
    ]);
    expect(stateOf(docs)).toEqual([
      ['nt-1', true, null],
      ['nt-2', true, null],
      ['nt-3', false, null],
      ['nt-4', false, null],
    ]);
  });

  it('keeps a deleted notification as a tombstone with the time it was deleted', async () => {
    const log = new TestLog();
    const events = [sent(log), sent(log, { notification_id: 'nt-2' }), deleted(log)];
    const docs = await project(notificationsProjection, events);
    expect(stateOf(docs)).toEqual([
      ['nt-1', false, events[2]?.metadata.at],
      ['nt-2', false, null],
    ]);
    expect(parsedWith(NotificationDocSchema, docs[NOTIFICATIONS_COLLECTION] ?? [])).toEqual(
      docs[NOTIFICATIONS_COLLECTION],
    );
  });

  it('resolves a notification whose task is done: read, and pushed to its recipient', async () => {
    const log = new TestLog();
    const events = [
      sent(log, { task: 'character_report' }),
      sent(log, { notification_id: 'nt-2' }),
      log.event('NotificationResolved', { notification_id: 'nt-1', recipient_id: 'op-ada' }),
    ];

    const docs = await project(notificationsProjection, events);
    const pushes = await pushesAfter(notificationsProjection, events);

    expect(
      docs[NOTIFICATIONS_COLLECTION]?.map((doc) => [
        doc._id,
        doc['task'],
        doc['resolved_at'],
        doc['is_read'],
      ]),
    ).toEqual([
      ['nt-1', 'character_report', events[2]?.metadata.at, true],
      ['nt-2', null, null, false],
    ]);
    expect(pushes).toMatchObject([
      {
        rooms: ['user:op-ada'],
        message: 'notification.updated',
        data: { id: 'nt-1', task: 'character_report', resolved: true, is_read: true },
      },
    ]);
    const { once, eachTwice } = await projectForIdempotency(notificationsProjection, events);
    expect(eachTwice).toEqual(once);
  });

  it('is idempotent across reads, read-all and deletes: no re-applied event undoes a later one', async () => {
    const log = new TestLog();
    const events = [
      sent(log),
      sent(log, { notification_id: 'nt-2' }),
      sent(log, { notification_id: 'nt-3' }),
      read(log),
      allRead(log, ['nt-2', 'nt-3']),
      deleted(log),
      deleted(log, 'nt-3'),
    ];

    const once = await expectIdempotent(notificationsProjection, events);

    expect(stateOf(once)).toEqual([
      ['nt-1', true, events[5]?.metadata.at],
      ['nt-2', true, null],
      ['nt-3', true, events[6]?.metadata.at],
    ]);
  });

  it('pushes the read notification to its recipient', async () => {
    const log = new TestLog();
    const events = [sent(log), read(log)];
    expect(await pushesAfter(notificationsProjection, events)).toEqual([
      {
        rooms: ['user:op-ada'],
        message: 'notification.updated',
        data: expect.objectContaining({ id: 'nt-1', is_read: true }),
      },
    ]);
  });

  it('pushes each notification a read-all changed, and nothing for one already deleted', async () => {
    const log = new TestLog();
    const events = [
      sent(log),
      sent(log, { notification_id: 'nt-2' }),
      sent(log, { notification_id: 'nt-3' }),
      deleted(log, 'nt-3'),
      allRead(log, ['nt-1', 'nt-2', 'nt-3']),
    ];
    const pushes = await pushesAfter(notificationsProjection, events);
    expect(
      pushes.map((push) => [push.rooms, push.message, (push.data as { id: string }).id]),
    ).toEqual([
      [['user:op-ada'], 'notification.updated', 'nt-1'],
      [['user:op-ada'], 'notification.updated', 'nt-2'],
    ]);
    for (const push of pushes) expect(NotificationSchema.parse(push.data)).toEqual(push.data);
  });

  it('pushes the deletion to its recipient', async () => {
    const log = new TestLog();
    expect(await pushesAfter(notificationsProjection, [sent(log), deleted(log)])).toEqual([
      { rooms: ['user:op-ada'], message: 'notification.deleted', data: { id: 'nt-1' } },
    ]);
  });
});

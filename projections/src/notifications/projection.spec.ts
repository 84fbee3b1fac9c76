import {
  NOTIFICATIONS_COLLECTION,
  NotificationDocSchema,
  NotificationSchema,
  type EventData,
} from '@morphic/contracts';
import {
  TestLog,
  parsedWith,
  project,
  projectForIdempotency,
  pushesAfter,
  reapplicationsOf,
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
          is_read: false,
          created_at: event.metadata.at,
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

    const { once, eachTwice, replayed } = await projectForIdempotency(
      notificationsProjection,
      events,
    );

    expect(once[NOTIFICATIONS_COLLECTION]).toHaveLength(2);
    expect(eachTwice).toEqual(once);
    expect(replayed).toEqual(once);
    for (const { label, before, after } of await reapplicationsOf(
      notificationsProjection,
      events,
    )) {
      expect({ label, docs: after }).toEqual({ label, docs: before });
    }
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
          is_read: false,
          created_at: events[1]?.metadata.at,
        },
      },
    ]);
    expect(NotificationSchema.parse(pushes[0]?.data)).toEqual(pushes[0]?.data);
  });
});

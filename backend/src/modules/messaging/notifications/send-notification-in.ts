import { STREAMS, type EventData } from '@morphic/contracts/server';
import type { Decision } from '#infrastructure/commands/decision';
import { notificationDecider } from './notification.decider';

/**
 * Adds the notification to the caller's decision, unless its stream exists already: a
 * notification whose id follows from its cause is sent once however often the cause is handled.
 */
export async function sendNotificationIn(
  streams: Decision,
  notification: EventData<'NotificationSent'>,
): Promise<void> {
  const stream = STREAMS.notification(notification.notification_id);
  if (await streams.exists(stream, notificationDecider)) return;
  await streams.decide(stream, notificationDecider, { kind: 'Send', notification });
}

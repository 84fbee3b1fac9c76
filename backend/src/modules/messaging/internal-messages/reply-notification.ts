import { LOOP_NOTIFICATION_TEXTS, REPLY_NOTIFICATION_PREVIEW_LENGTH } from '@morphic/contracts';
import type { EventData } from '@morphic/contracts/server';
import { uuidFromKey } from '#infrastructure/ids/uuid-from-key';

/** One id per reply, so sending the reply's notification again finds it sent. */
export const replyNotificationId = (messageId: string): string =>
  uuidFromKey(`internal-reply:${messageId}`);

/** The start of a reply, cut between characters (never inside an emoji's surrogate pair). */
export const replyPreview = (message: string): string =>
  Array.from(message).slice(0, REPLY_NOTIFICATION_PREVIEW_LENGTH).join('');

/** What the thread's user is told when an admin answers them (not a banner). */
export function replyNotification(input: {
  readonly messageId: string;
  readonly operatorId: string;
  readonly message: string;
}): EventData<'NotificationSent'> {
  return {
    notification_id: replyNotificationId(input.messageId),
    recipient_id: input.operatorId,
    type: 'message',
    priority: 'medium',
    title: LOOP_NOTIFICATION_TEXTS.replyTitle,
    message: replyPreview(input.message),
    action_url: '/notifications',
  };
}

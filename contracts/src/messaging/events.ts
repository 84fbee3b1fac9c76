import { z } from 'zod';
import { defineEvent } from '../envelope';
import {
  NotificationPrioritySchema,
  NotificationTaskSchema,
  NotificationTypeSchema,
} from './values';

export const NotificationSent = defineEvent(
  'NotificationSent',
  z.object({
    notification_id: z.string(),
    recipient_id: z.string(),
    type: NotificationTypeSchema,
    priority: NotificationPrioritySchema,
    title: z.string(),
    message: z.string(),
    action_url: z.string().nullable(),
    /** Absent in notifications sent before tasks existed: they only inform. */
    task: NotificationTaskSchema.nullable().optional(),
  }),
);

/** What the notification asked for was done, by the event that caused this one. */
export const NotificationResolved = defineEvent(
  'NotificationResolved',
  z.object({ notification_id: z.string(), recipient_id: z.string() }),
);

/** The recipient (or an admin acting for them) read one notification. */
export const NotificationRead = defineEvent(
  'NotificationRead',
  z.object({ notification_id: z.string(), recipient_id: z.string() }),
);

/**
 * "Read all": kept in the recipient's inbox stream (`notificationinbox-<recipient>`), naming
 * the notifications that were unread at that moment.
 */
export const AllNotificationsRead = defineEvent(
  'AllNotificationsRead',
  z.object({ recipient_id: z.string(), notification_ids: z.array(z.string()) }),
);

export const NotificationDeleted = defineEvent(
  'NotificationDeleted',
  z.object({ notification_id: z.string(), recipient_id: z.string() }),
);

export const messagingEvents = [
  NotificationSent,
  NotificationRead,
  AllNotificationsRead,
  NotificationDeleted,
  NotificationResolved,
] as const;

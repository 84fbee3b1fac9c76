import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import {
  NotificationPrioritySchema,
  NotificationTaskSchema,
  NotificationTypeSchema,
} from './values';

export const NotificationSchema = z.object({
  id: z.string(),
  type: NotificationTypeSchema,
  priority: NotificationPrioritySchema,
  title: z.string(),
  message: z.string(),
  action_url: z.string().nullable(),
  /** What it asks the recipient to do; null when it only informs. */
  task: NotificationTaskSchema.nullable(),
  /** True once what it asked for was done. */
  resolved: z.boolean(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsResponseSchema = z.object({
  success: z.literal(true),
  notifications: z.array(NotificationSchema),
  unread_count: z.number(),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;

/** Payload of the `notification.deleted` push. */
export const NotificationDeletedMessageSchema = z.object({ id: z.string() });
export type NotificationDeletedMessage = z.infer<typeof NotificationDeletedMessageSchema>;

export const MarkNotificationReadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  notification: NotificationSchema,
});
export type MarkNotificationReadResponse = CommandAnswer<typeof MarkNotificationReadResponseSchema>;

export const MarkAllNotificationsReadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The notifications this call marked read (none when everything was read already). */
  notification_ids: z.array(z.string()),
});
export type MarkAllNotificationsReadResponse = z.infer<
  typeof MarkAllNotificationsReadResponseSchema
>;

export const DeleteNotificationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.string(),
});
export type DeleteNotificationResponse = CommandAnswer<typeof DeleteNotificationResponseSchema>;

import { z } from 'zod';
import { NotificationPrioritySchema, NotificationTypeSchema } from './events';

export const NotificationSchema = z.object({
  id: z.string(),
  type: NotificationTypeSchema,
  priority: NotificationPrioritySchema,
  title: z.string(),
  message: z.string(),
  action_url: z.string().nullable(),
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

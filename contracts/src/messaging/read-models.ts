import { z } from 'zod';
import {
  NotificationPrioritySchema,
  NotificationTaskSchema,
  NotificationTypeSchema,
} from './values';

export const NOTIFICATIONS_COLLECTION = 'notifications';

export const NotificationDocSchema = z.object({
  _id: z.string(),
  recipient_id: z.string(),
  type: NotificationTypeSchema,
  priority: NotificationPrioritySchema,
  title: z.string(),
  message: z.string(),
  action_url: z.string().nullable(),
  task: NotificationTaskSchema.nullable(),
  /** When what it asked for was done. */
  resolved_at: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
  /** Set when the recipient deleted it: kept as a tombstone so a replay cannot bring it back. */
  deleted_at: z.string().nullable(),
});
export type NotificationDoc = z.infer<typeof NotificationDocSchema>;

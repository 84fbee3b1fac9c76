import { z } from 'zod';
import { defineEvent } from '../envelope';

export const NotificationPrioritySchema = z.enum(['low', 'medium', 'high']);
export type NotificationPriority = z.infer<typeof NotificationPrioritySchema>;

export const NotificationTypeSchema = z.enum(['system', 'task', 'validation', 'admin']);

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
  }),
);

export const messagingEvents = [NotificationSent] as const;

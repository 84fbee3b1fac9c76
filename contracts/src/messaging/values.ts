import { z } from 'zod';

export const NotificationPrioritySchema = z.enum(['low', 'medium', 'high']);
export type NotificationPriority = z.infer<typeof NotificationPrioritySchema>;

/** The types an admin picks from when sending a notification (spec 03). */
export const AdminNotificationTypeSchema = z.enum(['system', 'task', 'validation', 'admin']);

/** Also what the work loop raises itself: a new mission matching the skills, an admin's reply. */
export const NotificationTypeSchema = z.enum([
  ...AdminNotificationTypeSchema.options,
  'mission',
  'message',
]);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/**
 * What a notification asks its recipient to do, when it asks something: the event that does
 * it resolves the notification (a character report submitted resolves "Complete your character
 * report"). A notification without a task only informs.
 */
export const NotificationTaskSchema = z.enum(['character_report']);
export type NotificationTask = z.infer<typeof NotificationTaskSchema>;

/** The page where each task is done. */
const TASK_PAGES: Readonly<Record<string, NotificationTask>> = {
  '/character-report': 'character_report',
};

/**
 * The task a notification asks for when its link opens the page where that task is done
 * (an admin's "Complete your character report" with the link /character-report), else none.
 */
export function taskAskedBy(actionUrl: string | null): NotificationTask | null {
  if (!actionUrl?.startsWith('/')) return null;
  const path = actionUrl.split(/[?#]/, 1)[0] ?? '';
  return TASK_PAGES[path.replace(/(.)\/+$/, '$1')] ?? null;
}

/** Priorities of a message to the admins (spec 02 section 5): default medium. */
export const MESSAGE_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const MessagePrioritySchema = z.enum(MESSAGE_PRIORITIES);
export type MessagePriority = z.infer<typeof MessagePrioritySchema>;

/**
 * A thread's status (spec 03): open while the operator's last message awaits the admins,
 * pending once an admin answered and the operator's turn is next, closed when closed.
 */
export const THREAD_STATUSES = ['open', 'pending', 'closed'] as const;
export const ThreadStatusSchema = z.enum(THREAD_STATUSES);
export type ThreadStatus = z.infer<typeof ThreadStatusSchema>;

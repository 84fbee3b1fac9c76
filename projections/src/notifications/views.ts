import type { Notification } from '@morphic/contracts';
import type { NotificationDoc } from '@morphic/contracts/server';

export function toNotification(doc: NotificationDoc): Notification {
  return {
    id: doc._id,
    type: doc.type,
    priority: doc.priority,
    title: doc.title,
    message: doc.message,
    action_url: doc.action_url,
    task: doc.task,
    resolved: doc.resolved_at !== null,
    is_read: doc.is_read,
    created_at: doc.created_at,
  };
}

import type { InternalMessageDoc } from '@morphic/contracts/server';
import type { ThreadMessage } from '@morphic/contracts';

/** A message as both sides of a thread see it. */
export function toThreadMessage(doc: InternalMessageDoc): ThreadMessage {
  return {
    id: doc._id,
    sender_id: doc.sender_id,
    sender_name: doc.sender_name,
    message: doc.message,
    is_admin_message: doc.is_admin_message,
    created_at: doc.created_at,
    subject: doc.subject,
    priority: doc.priority,
  };
}

import type { ThreadSummary } from '@morphic/contracts';

/** A thread summary as the API pushes it, for the web's unit tests. */
export const summary = (threadId: string, lastUpdated: string): ThreadSummary => ({
  thread_id: threadId,
  operator_id: 'op-ada',
  sender_name: 'Ada Lovelace',
  subject: 'Payout',
  status: 'pending',
  priority: 'urgent',
  latest_message: {
    message: 'Paid today.',
    priority: 'urgent',
    is_admin_message: true,
    created_at: lastUpdated,
  },
  message_count: 2,
  unread_for_operator: 1,
  unread_for_admin: 0,
  last_updated: lastUpdated,
});

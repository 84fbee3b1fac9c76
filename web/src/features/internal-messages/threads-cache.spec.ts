import type {
  AdminConversationsResponse,
  ConversationResponse,
  MyConversationsResponse,
} from '@morphic/contracts';
import { summary } from './thread-fixture';
import { appendThreadMessage, upsertAdminConversation, upsertConversation } from './threads-cache';

describe('thread caches', () => {
  it('puts a pushed thread at the top of the user list, replacing its old entry', () => {
    const list: MyConversationsResponse = {
      success: true,
      conversations: [
        {
          thread_id: 'th-2',
          subject: 'Other',
          latest_message: 'Hello',
          last_updated: '2025-03-02T00:00:00.000Z',
          unread_count: 0,
          status: 'open',
          priority: 'low',
          message_count: 1,
        },
        {
          thread_id: 'th-1',
          subject: 'Payout',
          latest_message: 'When?',
          last_updated: '2025-03-01T00:00:00.000Z',
          unread_count: 0,
          status: 'open',
          priority: 'urgent',
          message_count: 1,
        },
      ],
    };
    const next = upsertConversation(list, summary('th-1', '2025-03-03T00:00:00.000Z'));
    expect(next.conversations.map((c) => [c.thread_id, c.unread_count, c.latest_message])).toEqual([
      ['th-1', 1, 'Paid today.'],
      ['th-2', 0, 'Hello'],
    ]);
  });

  it('adds a new thread to the admin list with its sender and unread count', () => {
    const list: AdminConversationsResponse = { success: true, conversations: [] };
    const next = upsertAdminConversation(list, {
      ...summary('th-9', '2025-03-03T00:00:00.000Z'),
      unread_for_admin: 2,
    });
    expect(next.conversations).toEqual([
      expect.objectContaining({ thread_id: 'th-9', sender_name: 'Ada Lovelace', unread_count: 2 }),
    ]);
  });

  it('appends a pushed message to an open thread once', () => {
    const conversation: ConversationResponse = {
      success: true,
      thread_id: 'th-1',
      subject: 'Payout',
      sender_name: 'Ada Lovelace',
      status: 'open',
      messages: [],
    };
    const message = {
      id: 'm-1',
      sender_id: 'admin-1',
      sender_name: 'Sam Okafor',
      message: 'Paid today.',
      is_admin_message: true,
      created_at: '2025-03-03T00:00:00.000Z',
      subject: null,
      priority: 'urgent' as const,
    };
    const once = appendThreadMessage(conversation, message);
    expect(once.messages).toEqual([message]);
    expect(appendThreadMessage(once, message)).toBe(once);
  });
});

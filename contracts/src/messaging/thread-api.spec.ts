import type { z } from 'zod';
import { INTERNAL_MESSAGE_TEXTS } from '../spec/internal-messages-texts';
import {
  AdminReplyRequestSchema,
  SendInternalMessageRequestSchema,
  byLastUpdated,
  messagePreview,
  toAdminConversation,
  toConversation,
  type ThreadSummary,
} from './thread-api';

const issuesOf = (schema: z.ZodType, body: unknown) => {
  const result = schema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

const summary: ThreadSummary = {
  thread_id: 'th-1',
  operator_id: 'op-ada',
  sender_name: 'Ada Lovelace',
  subject: null,
  status: 'pending',
  priority: 'high',
  latest_message: {
    message: 'We sent the payout.',
    priority: 'high',
    is_admin_message: true,
    created_at: '2025-03-01T09:00:00.000Z',
  },
  message_count: 2,
  unread_for_operator: 1,
  unread_for_admin: 0,
  last_updated: '2025-03-01T09:00:00.000Z',
};

describe('message to admins', () => {
  it('needs a message of at most 5000 characters', () => {
    expect(issuesOf(SendInternalMessageRequestSchema, { message: '   ' })).toEqual([
      ['message', INTERNAL_MESSAGE_TEXTS.messageRequired],
    ]);
    expect(issuesOf(SendInternalMessageRequestSchema, {})).toEqual([
      ['message', INTERNAL_MESSAGE_TEXTS.messageRequired],
    ]);
    expect(issuesOf(SendInternalMessageRequestSchema, { message: 'x'.repeat(5000) })).toEqual([]);
    expect(issuesOf(SendInternalMessageRequestSchema, { message: 'x'.repeat(5001) })).toEqual([
      ['message', 'Message must be at most 5000 characters'],
    ]);
  });

  it('defaults the priority to medium, takes the four priorities and refuses others', () => {
    expect(SendInternalMessageRequestSchema.parse({ message: ' Hello ' })).toEqual({
      subject: null,
      message: 'Hello',
      priority: 'medium',
      thread_id: null,
    });
    for (const priority of ['low', 'medium', 'high', 'urgent'] as const) {
      expect(SendInternalMessageRequestSchema.parse({ message: 'M', priority }).priority).toBe(
        priority,
      );
    }
    expect(issuesOf(SendInternalMessageRequestSchema, { message: 'M', priority: 'asap' })).toEqual([
      ['priority', INTERNAL_MESSAGE_TEXTS.priorityInvalid],
    ]);
  });

  it('keeps an optional subject and thread id, blank ones as none', () => {
    expect(
      SendInternalMessageRequestSchema.parse({
        message: 'M',
        subject: ' Payout ',
        thread_id: 'th-1',
      }),
    ).toMatchObject({ subject: 'Payout', thread_id: 'th-1' });
    expect(
      SendInternalMessageRequestSchema.parse({ message: 'M', subject: '  ', thread_id: '' }),
    ).toMatchObject({ subject: null, thread_id: null });
    expect(
      issuesOf(SendInternalMessageRequestSchema, { message: 'M', subject: 's'.repeat(201) }),
    ).toEqual([['subject', INTERNAL_MESSAGE_TEXTS.subjectTooLong]]);
  });

  it('checks an admin reply the same way', () => {
    expect(issuesOf(AdminReplyRequestSchema, { message: '' })).toEqual([
      ['message', INTERNAL_MESSAGE_TEXTS.messageRequired],
    ]);
    expect(issuesOf(AdminReplyRequestSchema, { message: 'y'.repeat(5001) })).toEqual([
      ['message', INTERNAL_MESSAGE_TEXTS.messageTooLong],
    ]);
  });
});

describe('conversation list entries', () => {
  it("gives the user the admins' unread count and the latest text", () => {
    expect(toConversation(summary)).toEqual({
      thread_id: 'th-1',
      subject: 'No subject',
      latest_message: 'We sent the payout.',
      last_updated: '2025-03-01T09:00:00.000Z',
      unread_count: 1,
      status: 'pending',
      priority: 'high',
      message_count: 2,
    });
  });

  it("gives the admins the user's unread count, the sender and the thread status", () => {
    expect(toAdminConversation({ ...summary, subject: 'Payout', unread_for_admin: 3 })).toEqual({
      thread_id: 'th-1',
      operator_id: 'op-ada',
      subject: 'Payout',
      sender_name: 'Ada Lovelace',
      unread_count: 3,
      latest_message: { message: 'We sent the payout.', priority: 'high', status: 'pending' },
      last_updated: '2025-03-01T09:00:00.000Z',
      message_count: 2,
      status: 'pending',
      priority: 'high',
    });
  });

  it('cuts the preview at 60 characters', () => {
    expect(messagePreview('short')).toBe('short');
    expect(messagePreview('x'.repeat(60))).toBe('x'.repeat(60));
    expect(messagePreview(`${'x'.repeat(59)} tail`)).toBe(`${'x'.repeat(59)}…`);
    expect(messagePreview('line one\n\nline   two')).toBe('line one line two');
  });

  it('sorts newest first', () => {
    const list = [
      { thread_id: 'a', last_updated: '2025-01-01' },
      { thread_id: 'b', last_updated: '2025-03-01' },
      { thread_id: 'c', last_updated: '2025-01-01' },
    ];
    expect([...list].sort(byLastUpdated).map((t) => t.thread_id)).toEqual(['b', 'a', 'c']);
  });
});

import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import { INTERNAL_MESSAGE_LIMITS, INTERNAL_MESSAGE_TEXTS } from '../spec/internal-messages-texts';
import { MESSAGE_PRIORITIES, MessagePrioritySchema, ThreadStatusSchema } from './values';
import { InternalThreadDocSchema, type InternalThreadDoc } from './thread-read-models';

const messageText = z
  .string({ error: INTERNAL_MESSAGE_TEXTS.messageRequired })
  .trim()
  .min(1, INTERNAL_MESSAGE_TEXTS.messageRequired)
  .max(INTERNAL_MESSAGE_LIMITS.messageMax, INTERNAL_MESSAGE_TEXTS.messageTooLong);

/**
 * `POST /api/internal-messages/send` (spec 02 section 5): message non-empty, at most 5000
 * characters; subject optional; priority low, medium, high or urgent (default medium);
 * without `thread_id` the message opens a new conversation.
 */
export const SendInternalMessageRequestSchema = z.object({
  subject: z
    .string()
    .trim()
    .max(INTERNAL_MESSAGE_LIMITS.subjectMax, INTERNAL_MESSAGE_TEXTS.subjectTooLong)
    .nullish()
    .transform((value) => value || null),
  message: messageText,
  priority: z
    .enum(MESSAGE_PRIORITIES, { error: INTERNAL_MESSAGE_TEXTS.priorityInvalid })
    .nullish()
    .transform((value) => value ?? 'medium'),
  thread_id: z
    .string()
    .trim()
    .max(100, INTERNAL_MESSAGE_TEXTS.conversationNotFound)
    .nullish()
    .transform((value) => value || null),
});
export type SendInternalMessageRequest = z.input<typeof SendInternalMessageRequestSchema>;
export type SendInternalMessageCommand = z.output<typeof SendInternalMessageRequestSchema>;

/** `POST /api/admin/internal-messages/{threadId}/reply` (spec 03 section 5). */
export const AdminReplyRequestSchema = z.object({ message: messageText });
export type AdminReplyRequest = z.infer<typeof AdminReplyRequestSchema>;

export const InternalMessagePostedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  thread_id: z.string(),
  message_id: z.string(),
});
export type InternalMessagePostedResponse = CommandAnswer<
  typeof InternalMessagePostedResponseSchema
>;

/** A conversation in the user's list (spec 02 section 3, "Internal conversation"). */
export const ConversationSchema = z.object({
  thread_id: z.string(),
  subject: z.string(),
  latest_message: z.string(),
  last_updated: z.string(),
  unread_count: z.number().int(),
  status: ThreadStatusSchema,
  priority: MessagePrioritySchema,
  message_count: z.number().int(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const MyConversationsResponseSchema = z.object({
  success: z.literal(true),
  conversations: z.array(ConversationSchema),
});
export type MyConversationsResponse = z.infer<typeof MyConversationsResponseSchema>;

/** One message of a thread (spec 02 section 3 "Message", spec 03 "Message"). */
export const ThreadMessageSchema = z.object({
  id: z.string(),
  sender_id: z.string(),
  sender_name: z.string(),
  message: z.string(),
  is_admin_message: z.boolean(),
  created_at: z.string(),
  subject: z.string().nullable(),
  priority: MessagePrioritySchema,
});
export type ThreadMessage = z.infer<typeof ThreadMessageSchema>;

export const ConversationResponseSchema = z.object({
  success: z.literal(true),
  thread_id: z.string(),
  subject: z.string(),
  sender_name: z.string(),
  status: ThreadStatusSchema,
  messages: z.array(ThreadMessageSchema),
});
export type ConversationResponse = z.infer<typeof ConversationResponseSchema>;

/** A conversation in the admins' list (spec 03 section 3, "Internal message conversation"). */
export const AdminConversationSchema = z.object({
  thread_id: z.string(),
  operator_id: z.string(),
  subject: z.string(),
  sender_name: z.string(),
  unread_count: z.number().int(),
  latest_message: z
    .object({ message: z.string(), priority: MessagePrioritySchema, status: ThreadStatusSchema })
    .nullable(),
  last_updated: z.string(),
  message_count: z.number().int(),
  status: ThreadStatusSchema,
  priority: MessagePrioritySchema,
});
export type AdminConversation = z.infer<typeof AdminConversationSchema>;

export const AdminConversationsResponseSchema = z.object({
  success: z.literal(true),
  conversations: z.array(AdminConversationSchema),
});
export type AdminConversationsResponse = z.infer<typeof AdminConversationsResponseSchema>;

/** Payload of `thread.updated`: the whole summary; each side maps it to its own list entry. */
export const ThreadSummarySchema = InternalThreadDocSchema.omit({
  _id: true,
  created_at: true,
  stream_revision: true,
}).extend({ thread_id: z.string() });
export type ThreadSummary = z.infer<typeof ThreadSummarySchema>;

/** Payload of `thread.message`: a new message of a thread. */
export const ThreadMessagePushSchema = z.object({
  thread_id: z.string(),
  operator_id: z.string(),
  message: ThreadMessageSchema,
});
export type ThreadMessagePush = z.infer<typeof ThreadMessagePushSchema>;

export function toThreadSummary(doc: InternalThreadDoc): ThreadSummary {
  return {
    thread_id: doc._id,
    operator_id: doc.operator_id,
    sender_name: doc.sender_name,
    subject: doc.subject,
    status: doc.status,
    priority: doc.priority,
    latest_message: doc.latest_message,
    message_count: doc.message_count,
    unread_for_operator: doc.unread_for_operator,
    unread_for_admin: doc.unread_for_admin,
    last_updated: doc.last_updated,
  };
}

const subjectOf = (summary: Pick<ThreadSummary, 'subject'>): string =>
  summary.subject ?? INTERNAL_MESSAGE_TEXTS.noSubject;

/** The user's list entry of a thread. */
export function toConversation(summary: ThreadSummary): Conversation {
  return {
    thread_id: summary.thread_id,
    subject: subjectOf(summary),
    latest_message: summary.latest_message?.message ?? '',
    last_updated: summary.last_updated,
    unread_count: summary.unread_for_operator,
    status: summary.status,
    priority: summary.priority,
    message_count: summary.message_count,
  };
}

/** The admins' list entry of a thread. */
export function toAdminConversation(summary: ThreadSummary): AdminConversation {
  return {
    thread_id: summary.thread_id,
    operator_id: summary.operator_id,
    subject: subjectOf(summary),
    sender_name: summary.sender_name,
    unread_count: summary.unread_for_admin,
    latest_message: summary.latest_message
      ? {
          message: summary.latest_message.message,
          priority: summary.latest_message.priority,
          status: summary.status,
        }
      : null,
    last_updated: summary.last_updated,
    message_count: summary.message_count,
    status: summary.status,
    priority: summary.priority,
  };
}

/** The last-message preview of the admin list: at most 60 characters, with an ellipsis when cut. */
export function messagePreview(
  text: string,
  length: number = INTERNAL_MESSAGE_LIMITS.previewLength,
): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length).trimEnd()}…`;
}

/** Newest first; a list updated by a push keeps this order. */
export function byLastUpdated<T extends { last_updated: string; thread_id: string }>(
  a: T,
  b: T,
): number {
  if (a.last_updated !== b.last_updated) return a.last_updated < b.last_updated ? 1 : -1;
  return a.thread_id < b.thread_id ? -1 : a.thread_id > b.thread_id ? 1 : 0;
}

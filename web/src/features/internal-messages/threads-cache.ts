import {
  byLastUpdated,
  toAdminConversation,
  toConversation,
  type AdminConversationsResponse,
  type ConversationResponse,
  type MyConversationsResponse,
  type ThreadMessage,
  type ThreadSummary,
} from '@morphic/contracts';

/** The user's list with a pushed thread summary in place (added when new), newest first. */
export function upsertConversation(
  list: MyConversationsResponse,
  summary: ThreadSummary,
): MyConversationsResponse {
  const entry = toConversation(summary);
  const others = list.conversations.filter((c) => c.thread_id !== entry.thread_id);
  return { ...list, conversations: [...others, entry].sort(byLastUpdated) };
}

/** The admins' list with a pushed thread summary in place (added when new), newest first. */
export function upsertAdminConversation(
  list: AdminConversationsResponse,
  summary: ThreadSummary,
): AdminConversationsResponse {
  const entry = toAdminConversation(summary);
  const others = list.conversations.filter((c) => c.thread_id !== entry.thread_id);
  return { ...list, conversations: [...others, entry].sort(byLastUpdated) };
}

/** An open conversation with a pushed message appended, once. */
export function appendThreadMessage(
  conversation: ConversationResponse,
  message: ThreadMessage,
): ConversationResponse {
  if (conversation.messages.some((m) => m.id === message.id)) return conversation;
  return { ...conversation, messages: [...conversation.messages, message] };
}

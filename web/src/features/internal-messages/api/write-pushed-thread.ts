import type {
  AdminConversationsResponse,
  ConversationResponse,
  MyConversationsResponse,
  SessionUser,
  ThreadMessagePush,
  ThreadSummary,
} from '@morphic/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { appendThreadMessage, upsertAdminConversation, upsertConversation } from './threads-cache';

/**
 * A new message: shown at once in an open thread, which then refetches so that reading it
 * marks it read (the unread counts follow through `thread.updated`).
 */
export function writeThreadMessage(queryClient: QueryClient, push: ThreadMessagePush): void {
  for (const key of [
    queryKeys.conversation(push.thread_id),
    queryKeys.adminConversation(push.thread_id),
  ]) {
    queryClient.setQueryData<ConversationResponse>(key, (conversation) =>
      conversation ? appendThreadMessage(conversation, push.message) : conversation,
    );
    void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}

/** A thread's new summary, in the admins' list and, for its own user, in theirs. */
export function writeThreadSummary(queryClient: QueryClient, summary: ThreadSummary): void {
  const me = queryClient.getQueryData<SessionUser>(queryKeys.me);
  if (me?.id === summary.operator_id) {
    queryClient.setQueryData<MyConversationsResponse>(queryKeys.myConversations, (list) =>
      list ? upsertConversation(list, summary) : list,
    );
  }
  queryClient.setQueryData<AdminConversationsResponse>(queryKeys.adminConversations, (list) =>
    list ? upsertAdminConversation(list, summary) : list,
  );
}

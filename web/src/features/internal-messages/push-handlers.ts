import type { ConversationResponse, SessionUser } from '@morphic/contracts';
import type { PushHandlers } from '../../lib/realtime/push-handlers';
import { positionGate } from '../../lib/realtime/positions';
import { sessionUserKey } from '../session/session-actions';
import {
  adminConversationQuery,
  adminConversationsQuery,
  conversationQuery,
  myConversationsQuery,
} from './queries';
import { appendThreadMessage, upsertAdminConversation, upsertConversation } from './threads-cache';

export const internalMessagesPushHandlers: PushHandlers = {
  /**
   * A new message: shown at once in an open thread, which then refetches so that reading it
   * marks it read (the unread counts follow through `thread.updated`).
   */
  'thread.message': (push, { queryClient }) => {
    for (const { queryKey } of [
      conversationQuery(push.thread_id),
      adminConversationQuery(push.thread_id),
    ]) {
      queryClient.setQueryData<ConversationResponse>(queryKey, (conversation) =>
        conversation ? appendThreadMessage(conversation, push.message) : conversation,
      );
      void queryClient.invalidateQueries({ queryKey, exact: true });
    }
  },
  /** A thread's new summary, in the admins' list and, for its own user, in theirs. */
  'thread.updated': (summary, { queryClient, position }) => {
    if (!positionGate.accept(`thread:${summary.thread_id}`, position)) return;
    const me = queryClient.getQueryData<SessionUser>(sessionUserKey);
    if (me?.id === summary.operator_id) {
      queryClient.setQueryData(myConversationsQuery().queryKey, (list) =>
        list ? upsertConversation(list, summary) : list,
      );
    }
    queryClient.setQueryData(adminConversationsQuery().queryKey, (list) =>
      list ? upsertAdminConversation(list, summary) : list,
    );
  },
};

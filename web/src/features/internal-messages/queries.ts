import { queryOptions } from '@tanstack/react-query';
import { messagingApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';
import { pushedDocumentStaleTime } from '../../lib/realtime/realtime-status-store';

const THREADS = [...SESSION_SCOPE, 'internal-messages'] as const;

/** Every cached conversation list and thread, the caller's and the admins'. */
export const allThreadsKey = THREADS;

/** The caller's conversations, kept current by `thread.updated` pushes (no polling). */
export const myConversationsQuery = () =>
  queryOptions({
    queryKey: [...THREADS, 'mine'],
    queryFn: ({ signal }) => messagingApi.myConversations({ signal }),
    staleTime: pushedDocumentStaleTime,
  });

/** One of the caller's threads; `thread.message` pushes append to it and refetch it. */
export const conversationQuery = (threadId: string) =>
  queryOptions({
    queryKey: [...THREADS, 'conversation', threadId],
    queryFn: ({ signal }) => messagingApi.conversation({ params: { threadId }, signal }),
    staleTime: pushedDocumentStaleTime,
  });

/** Every thread, for the admins' two-pane view. */
export const adminConversationsQuery = () =>
  queryOptions({
    queryKey: [...THREADS, 'admin', 'all'],
    queryFn: ({ signal }) => messagingApi.allConversations({ signal }),
    staleTime: pushedDocumentStaleTime,
  });

export const adminConversationQuery = (threadId: string) =>
  queryOptions({
    queryKey: [...THREADS, 'admin', 'conversation', threadId],
    queryFn: ({ signal }) => messagingApi.adminConversation({ params: { threadId }, signal }),
    staleTime: pushedDocumentStaleTime,
  });

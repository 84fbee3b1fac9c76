import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { pushedDocumentStaleTime } from '../../../lib/realtime/realtime-status-store';
import {
  fetchAdminConversation,
  fetchAllConversations,
  fetchConversation,
  fetchMyConversations,
} from '../api/internal-messages-api';

/** The caller's conversations, kept current by `thread.updated` pushes (no polling). */
export function useMyConversations() {
  return useQuery({
    queryKey: queryKeys.myConversations,
    queryFn: ({ signal }) => fetchMyConversations(signal),
    staleTime: pushedDocumentStaleTime,
  });
}

/** One of the caller's threads; `thread.message` pushes append to it and refetch it. */
export function useConversation(threadId: string | null) {
  return useQuery({
    queryKey: queryKeys.conversation(threadId ?? ''),
    queryFn: ({ signal }) => fetchConversation(threadId ?? '', signal),
    enabled: threadId !== null,
    staleTime: pushedDocumentStaleTime,
  });
}

export function useAllConversations() {
  return useQuery({
    queryKey: queryKeys.adminConversations,
    queryFn: ({ signal }) => fetchAllConversations(signal),
    staleTime: pushedDocumentStaleTime,
  });
}

export function useAdminConversation(threadId: string | null) {
  return useQuery({
    queryKey: queryKeys.adminConversation(threadId ?? ''),
    queryFn: ({ signal }) => fetchAdminConversation(threadId ?? '', signal),
    enabled: threadId !== null,
    staleTime: pushedDocumentStaleTime,
  });
}

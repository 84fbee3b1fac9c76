import type { SendInternalMessageRequest } from '@morphic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { replyToConversation, sendInternalMessage } from '../api/internal-messages-api';

/** Sends a message to the admins; the pushes that follow bring it into the lists. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendInternalMessageRequest) => sendInternalMessage(body),
    onSuccess: ({ thread_id }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.myConversations });
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversation(thread_id) });
    },
  });
}

export function useReply(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => replyToConversation(threadId, message),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminConversation(threadId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminConversations });
    },
  });
}

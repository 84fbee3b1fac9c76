import type { SendInternalMessageRequest } from '@morphic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingApi } from '../../../lib/api/clients';
import {
  adminConversationQuery,
  adminConversationsQuery,
  conversationQuery,
  myConversationsQuery,
} from '../queries';

/** Sends a message to the admins; the pushes that follow bring it into the lists. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendInternalMessageRequest) => messagingApi.sendInternalMessage({ body }),
    onSuccess: ({ thread_id }) => {
      void queryClient.invalidateQueries({ queryKey: myConversationsQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: conversationQuery(thread_id).queryKey });
    },
  });
}

export function useReply(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      messagingApi.reply({ params: { threadId }, body: { message } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminConversationQuery(threadId).queryKey });
      void queryClient.invalidateQueries({ queryKey: adminConversationsQuery().queryKey });
    },
  });
}

import {
  AdminConversationsResponseSchema,
  ConversationResponseSchema,
  InternalMessagePostedResponseSchema,
  MyConversationsResponseSchema,
  type AdminConversationsResponse,
  type ConversationResponse,
  type InternalMessagePostedResponse,
  type MyConversationsResponse,
  type SendInternalMessageRequest,
} from '@morphic/contracts';
import { apiRequest } from '../../../lib/api-client';

const thread = (threadId: string) => encodeURIComponent(threadId);

export function fetchMyConversations(signal?: AbortSignal): Promise<MyConversationsResponse> {
  return apiRequest('/api/internal-messages/my-conversations', MyConversationsResponseSchema, {
    signal,
  });
}

/** The caller's own conversation; reading it marks the admins' messages read. */
export function fetchConversation(
  threadId: string,
  signal?: AbortSignal,
): Promise<ConversationResponse> {
  return apiRequest(
    `/api/internal-messages/conversation/${thread(threadId)}`,
    ConversationResponseSchema,
    { signal },
  );
}

export function sendInternalMessage(
  body: SendInternalMessageRequest,
): Promise<InternalMessagePostedResponse> {
  return apiRequest('/api/internal-messages/send', InternalMessagePostedResponseSchema, {
    method: 'POST',
    body,
  });
}

export function fetchAllConversations(signal?: AbortSignal): Promise<AdminConversationsResponse> {
  return apiRequest(
    '/api/admin/internal-messages/all-conversations',
    AdminConversationsResponseSchema,
    { signal },
  );
}

/** A conversation for the admins; reading it marks the user's messages read. */
export function fetchAdminConversation(
  threadId: string,
  signal?: AbortSignal,
): Promise<ConversationResponse> {
  return apiRequest(
    `/api/admin/internal-messages/conversation/${thread(threadId)}`,
    ConversationResponseSchema,
    { signal },
  );
}

export function replyToConversation(
  threadId: string,
  message: string,
): Promise<InternalMessagePostedResponse> {
  return apiRequest(
    `/api/admin/internal-messages/${thread(threadId)}/reply`,
    InternalMessagePostedResponseSchema,
    { method: 'POST', body: { message } },
  );
}

import {
  MESSAGING_ENDPOINTS,
  type AdminConversationsResponse,
  type ConversationResponse,
  type InternalMessagePostedResponse,
  type MyConversationsResponse,
  type SendInternalMessageRequest,
} from '@morphic/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint';

export function fetchMyConversations(signal?: AbortSignal): Promise<MyConversationsResponse> {
  return callEndpoint(MESSAGING_ENDPOINTS.myConversations, { signal });
}

/** The caller's own conversation; reading it marks the admins' messages read. */
export function fetchConversation(
  threadId: string,
  signal?: AbortSignal,
): Promise<ConversationResponse> {
  return callEndpoint(MESSAGING_ENDPOINTS.conversation, { params: { threadId }, signal });
}

export function sendInternalMessage(
  body: SendInternalMessageRequest,
): Promise<InternalMessagePostedResponse> {
  return callEndpoint(MESSAGING_ENDPOINTS.sendInternalMessage, { body });
}

export function fetchAllConversations(signal?: AbortSignal): Promise<AdminConversationsResponse> {
  return callEndpoint(MESSAGING_ENDPOINTS.allConversations, { signal });
}

/** A conversation for the admins; reading it marks the user's messages read. */
export function fetchAdminConversation(
  threadId: string,
  signal?: AbortSignal,
): Promise<ConversationResponse> {
  return callEndpoint(MESSAGING_ENDPOINTS.adminConversation, { params: { threadId }, signal });
}

export function replyToConversation(
  threadId: string,
  message: string,
): Promise<InternalMessagePostedResponse> {
  return callEndpoint(MESSAGING_ENDPOINTS.reply, { params: { threadId }, body: { message } });
}

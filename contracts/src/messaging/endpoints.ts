import { defineEndpoint } from '../http/define-endpoint';
import {
  DeleteNotificationResponseSchema,
  MarkAllNotificationsReadResponseSchema,
  MarkNotificationReadResponseSchema,
  NotificationsResponseSchema,
} from './api';
import { SendNotificationRequestSchema, SendNotificationResponseSchema } from './send-notification';
import {
  AdminConversationsResponseSchema,
  AdminReplyRequestSchema,
  ConversationResponseSchema,
  InternalMessagePostedResponseSchema,
  MyConversationsResponseSchema,
  SendInternalMessageRequestSchema,
} from './thread-api';

/** Notifications and the internal conversations between users and the admins. */
export const MESSAGING_ENDPOINTS = {
  notifications: defineEndpoint({
    method: 'GET',
    path: '/api/operators/{id}/notifications',
    access: 'user',
    summary: 'An operator’s notifications, newest first (their own; admins read anyone’s)',
    response: NotificationsResponseSchema,
  }),
  readAllNotifications: defineEndpoint({
    method: 'POST',
    path: '/api/operators/{id}/notifications/read-all',
    access: 'user',
    summary: 'Mark every notification read',
    response: MarkAllNotificationsReadResponseSchema,
  }),
  readNotification: defineEndpoint({
    method: 'POST',
    path: '/api/operators/{id}/notifications/{notificationId}/read',
    access: 'user',
    summary: 'Mark a notification read',
    response: MarkNotificationReadResponseSchema,
  }),
  deleteNotification: defineEndpoint({
    method: 'DELETE',
    path: '/api/operators/{id}/notifications/{notificationId}',
    access: 'user',
    summary: 'Delete a notification',
    response: DeleteNotificationResponseSchema,
  }),
  sendNotification: defineEndpoint({
    method: 'POST',
    path: '/api/admin/notifications/send',
    access: 'admin',
    summary:
      'Send a notification to one operator, everyone, a role, a region (by timezone), a task’s operators, or a template to everyone; answers recipientCount',
    request: { body: SendNotificationRequestSchema },
    response: SendNotificationResponseSchema,
  }),
  sendInternalMessage: defineEndpoint({
    method: 'POST',
    path: '/api/internal-messages/send',
    access: 'user',
    summary: 'Write to the admins: a new conversation, or the caller’s own one (thread_id)',
    request: { body: SendInternalMessageRequestSchema },
    response: InternalMessagePostedResponseSchema,
  }),
  myConversations: defineEndpoint({
    method: 'GET',
    path: '/api/internal-messages/my-conversations',
    access: 'user',
    summary: 'The caller’s conversations with the admins',
    response: MyConversationsResponseSchema,
  }),
  conversation: defineEndpoint({
    method: 'GET',
    path: '/api/internal-messages/conversation/{threadId}',
    access: 'user',
    summary: 'The caller’s own conversation; reading it marks the admins’ messages read',
    response: ConversationResponseSchema,
  }),
  allConversations: defineEndpoint({
    method: 'GET',
    path: '/api/admin/internal-messages/all-conversations',
    access: 'admin',
    summary: 'Every conversation with the admins',
    response: AdminConversationsResponseSchema,
  }),
  adminConversation: defineEndpoint({
    method: 'GET',
    path: '/api/admin/internal-messages/conversation/{threadId}',
    access: 'admin',
    summary: 'A conversation; an admin reading it marks the user’s messages read',
    response: ConversationResponseSchema,
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/api/admin/internal-messages/{threadId}/reply',
    access: 'admin',
    summary: 'Reply to a conversation as an admin',
    request: { body: AdminReplyRequestSchema },
    response: InternalMessagePostedResponseSchema,
  }),
} as const;

import type { AdminOperatorsQuery } from '@morphic/contracts';

/**
 * TanStack Query keys. Everything under `user` belongs to the signed-in session and is
 * dropped when the token changes; `public` data is the same for every visitor.
 */
export const queryKeys = {
  hello: ['public', 'hello'] as const,
  publicSettings: ['public', 'settings'] as const,
  user: ['user'] as const,
  me: ['user', 'me'] as const,
  notificationsAll: ['user', 'notifications'] as const,
  notifications: (recipientId: string) => ['user', 'notifications', recipientId] as const,
  adminSettings: ['user', 'admin', 'settings'] as const,
  devOutbox: ['user', 'dev', 'outbox'] as const,
  operatorRecord: (operatorId: string) => ['user', 'operator', operatorId] as const,
  adminOperators: (params: AdminOperatorsQuery) => ['user', 'admin', 'operators', params] as const,
  assignment: (id: string) => ['user', 'assignments', 'one', id] as const,
  operatorAssignments: (operatorId: string) =>
    ['user', 'assignments', 'operator', operatorId] as const,
  assignmentConversation: (id: string) => ['user', 'assignments', 'conversation', id] as const,
  marketplaceAll: ['user', 'marketplace'] as const,
  recommendations: (q: string) => ['user', 'marketplace', 'recommendations', q] as const,
  validationOpen: ['user', 'validation', 'open'] as const,
  validationMy: ['user', 'validation', 'my'] as const,
  onboardingTasks: ['user', 'onboarding', 'tasks'] as const,
  internalMessagesAll: ['user', 'internal-messages'] as const,
  myConversations: ['user', 'internal-messages', 'mine'] as const,
  conversation: (threadId: string) =>
    ['user', 'internal-messages', 'conversation', threadId] as const,
  adminConversations: ['user', 'internal-messages', 'admin', 'all'] as const,
  adminConversation: (threadId: string) =>
    ['user', 'internal-messages', 'admin', 'conversation', threadId] as const,
};

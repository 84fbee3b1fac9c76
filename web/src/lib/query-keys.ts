import type { AdminOperatorsQuery } from '@morphic/contracts';

/**
 * TanStack Query keys. Everything under `user` belongs to the signed-in session and is
 * dropped when the token changes; `public` data is the same for every visitor.
 */
export const queryKeys = {
  hello: ['public', 'hello'] as const,
  publicSettings: ['public', 'settings'] as const,
  devOutbox: ['public', 'dev', 'outbox'] as const,
  resetToken: (token: string) => ['public', 'reset-token', token] as const,
  user: ['user'] as const,
  me: ['user', 'me'] as const,
  notificationsAll: ['user', 'notifications'] as const,
  notifications: (recipientId: string) => ['user', 'notifications', recipientId] as const,
  adminSettings: ['user', 'admin', 'settings'] as const,
  operatorRecord: (operatorId: string) => ['user', 'operator', operatorId] as const,
  adminOperators: (params: AdminOperatorsQuery) => ['user', 'admin', 'operators', params] as const,
};

import type { Notification } from '@morphic/contracts';

/** A notification as the API answers it, for the web's unit tests. */
export const notification = (id: string, is_read = false): Notification => ({
  id,
  type: 'system',
  priority: 'medium',
  title: `Title ${id}`,
  message: 'Message',
  action_url: null,
  task: null,
  resolved: false,
  is_read,
  created_at: '2025-01-01T00:00:00.000Z',
});

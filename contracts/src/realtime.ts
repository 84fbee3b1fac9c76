import { z } from 'zod';
import { AdminSettingsSchema, PublicSettingsSchema } from './admin/api';
import { SessionUserSchema } from './identity/api';
import { NotificationDeletedMessageSchema, NotificationSchema } from './messaging/api';
import type { Role } from './envelope';

/** Server-to-client messages: name to payload schema. */
export const realtimeMessages = {
  /** Sent once per connection after the socket joined its rooms. */
  'connection.ready': z.object({ user_id: z.string().nullable(), rooms: z.array(z.string()) }),
  'settings.public': PublicSettingsSchema,
  'settings.admin': AdminSettingsSchema,
  'session.user': SessionUserSchema,
  'notification.created': NotificationSchema,
  'notification.updated': NotificationSchema,
  'notification.deleted': NotificationDeletedMessageSchema,
} as const;

export type RealtimeMessageName = keyof typeof realtimeMessages;
export type RealtimePayload<N extends RealtimeMessageName> = z.infer<(typeof realtimeMessages)[N]>;

/** Every push carries the log position it reflects, so a client can order and de-duplicate. */
export interface RealtimeEnvelope<N extends RealtimeMessageName> {
  readonly position: string | null;
  readonly data: RealtimePayload<N>;
}

export type ServerToClientEvents = {
  [N in RealtimeMessageName]: (envelope: RealtimeEnvelope<N>) => void;
};

export type ClientToServerEvents = Record<string, never>;

export const ROOMS = {
  everyone: 'public',
  user: (id: string) => `user:${id}`,
  role: (role: Role) => `role:${role}`,
  assignment: (id: string) => `assignment:${id}`,
  thread: (id: string) => `thread:${id}`,
  validationJobs: 'validation-jobs',
  session: (jti: string) => `session:${jti}`,
} as const;

export const SOCKET_PATH = '/socket.io';

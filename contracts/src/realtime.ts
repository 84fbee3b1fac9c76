import { z } from 'zod';
import { AdminSettingsSchema, PublicSettingsSchema } from './admin/api';
import { SessionUserSchema } from './identity/api';

const AccountUpdateSchema = SessionUserSchema.pick({
  credits: true,
  onboarding_completed: true,
  character_report_completed: true,
})
  .partial()
  .extend({ id: z.string() });
import { NotificationDeletedMessageSchema, NotificationSchema } from './messaging/api';
import type { Role } from './envelope';

/** Server-to-client messages: name to payload schema. */
export const realtimeMessages = {
  /** Sent once per connection after the socket joined its rooms. */
  'connection.ready': z.object({ user_id: z.string().nullable(), rooms: z.array(z.string()) }),
  'settings.public': PublicSettingsSchema,
  'settings.admin': AdminSettingsSchema,
  /** Fields of the signed-in user that changed (credits, onboarding...), merged into the session. */
  'account.updated': AccountUpdateSchema,
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
  /** Every open marketplace page: new and changed missions. */
  marketplace: 'marketplace',
  session: (jti: string) => `session:${jti}`,
} as const;

export const SOCKET_PATH = '/socket.io';

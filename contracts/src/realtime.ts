import { z } from 'zod';
import { AdminSettingsSchema, PublicSettingsSchema } from './admin/api';
import { CompanyReputationSummarySchema } from './companies/reputation-api';
import { TaskJiraSyncPushSchema } from './companies/rep-work-api';
import { SessionUserSchema } from './identity/api';
import { ProjectionRebuildProgressSchema } from './platform/projections-api';
import { CompanyOverviewResponseSchema } from './identity/sign-in-api';
import { NotificationDeletedMessageSchema, NotificationSchema } from './messaging/api';
import { AssignmentSchema } from './missions/assignment-api';
import {
  ApplyBlockedMessageSchema,
  MarketplaceMissionSchema,
  MissionSchema,
} from './missions/marketplace-api';
import { ValidationJobClosedMessageSchema, ValidationJobSchema } from './validation/api';
import { OnboardingUpdatedMessageSchema } from './operators/onboarding-api';
import { ThreadMessagePushSchema, ThreadSummarySchema } from './messaging/thread-api';
import type { Role } from './identity/role-names';

const AccountUpdateSchema = SessionUserSchema.pick({
  credits: true,
  onboarding_completed: true,
  character_report_completed: true,
  email: true,
  full_name: true,
  first_name: true,
  last_name: true,
  role: true,
  permissions: true,
})
  .partial()
  .extend({ id: z.string() });

/** Server-to-client messages: name to payload schema. */
export const realtimeMessages = {
  /** Sent once per connection after the socket joined its rooms. */
  'connection.ready': z.object({ user_id: z.string().nullable(), rooms: z.array(z.string()) }),
  'settings.public': PublicSettingsSchema,
  'settings.admin': AdminSettingsSchema,
  /**
   * Fields of the signed-in user that changed (credits, onboarding, a representative's details
   * and permissions...), merged into the session.
   */
  'account.updated': AccountUpdateSchema,
  'notification.created': NotificationSchema,
  'notification.updated': NotificationSchema,
  'notification.deleted': NotificationDeletedMessageSchema,
  /** An assignment changed, to its operator's `user:` room and its `assignment:` room. */
  'assignment.updated': AssignmentSchema,
  /** A mission posted, to the `marketplace` room. */
  'mission.created': MarketplaceMissionSchema,
  /** A mission left the marketplace (taken) or came back (reopened), to the `marketplace` room. */
  'mission.updated': MarketplaceMissionSchema,
  /**
   * One of a company's missions changed (posted, taken, submitted, decided, reopened), to the
   * `user:` rooms of the company's representatives who may view its tasks.
   */
  'company.mission.updated': MissionSchema,
  /** Company tasks' links to Jira changed (linked, synced, failed), to the same rooms. */
  'company.tasks.jira': TaskJiraSyncPushSchema,
  /**
   * A company's decision figures changed (one of its submissions was decided), to the
   * `marketplace` room: every card of its missions shows them.
   */
  'company.reputation.updated': CompanyReputationSummarySchema,
  /** The operator's work slot was taken or freed: whether they can take another task. */
  'marketplace.apply_blocked': ApplyBlockedMessageSchema,
  /** A job queued for peer validation, to the `validation-jobs` room. */
  'validation.job.opened': ValidationJobSchema,
  /** A job left the open list (claimed, withdrawn or decided), to the `validation-jobs` room. */
  'validation.job.closed': ValidationJobClosedMessageSchema,
  /** The operator's onboarding changed (task given, skill passed, blocked, dropped, completed). */
  'onboarding.updated': OnboardingUpdatedMessageSchema,
  /** A new internal message, to `thread:`, the user's `user:` room and the admins' role rooms. */
  'thread.message': ThreadMessagePushSchema,
  /** An internal thread's summary changed (new message, read marks), to the same rooms. */
  'thread.updated': ThreadSummarySchema,
  /** The company's status or sync state changed, to its representatives' `user:` rooms. */
  'company.updated': CompanyOverviewResponseSchema.shape.company,
  /** A job the validator claimed changed, to the claimer's `user:` room. */
  'validation.job.updated': ValidationJobSchema,
  /**
   * One of the admin console's lists changed (a mission, an operator), to the admins' and
   * founders' role rooms: an open Missions tab or operator list reads itself again.
   */
  'admin.list.changed': z.object({ list: z.enum(['missions', 'operators']) }),
  /** An online projection rebuild moved on (progress, switch, failure), to the admins' role rooms. */
  'projection.rebuild': ProjectionRebuildProgressSchema,
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

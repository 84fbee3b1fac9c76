import { z } from 'zod';
import { SecurityEventTypeSchema, SecuritySeveritySchema } from './events';

export const SECURITY_EVENTS_COLLECTION = 'security_events';

/** One row of the admin security log (spec 03: timestamp, event_type, severity, message...). */
export const SecurityEventDocSchema = z.object({
  _id: z.string(),
  timestamp: z.string(),
  event_type: SecurityEventTypeSchema,
  severity: SecuritySeveritySchema,
  message: z.string(),
  username: z.string().nullable(),
  /** The account `username` names, when known (absent on entries recorded before it was kept). */
  account_id: z.string().nullable().optional(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type SecurityEventDoc = z.infer<typeof SecurityEventDocSchema>;

/**
 * The security log projection's own working collection: every handle an operator has held,
 * so the log's older rows about them (recorded before rows kept an account id) can be
 * anonymised when the operator is deleted. A deleted operator's document keeps no handle.
 */
export const SECURITY_EVENT_HANDLES_COLLECTION = 'security_event_handles';
export const SecurityEventHandlesDocSchema = z.object({
  _id: z.string(),
  handles: z.array(z.string()),
  /** The operator was deleted: a registration or edit applied again remembers nothing. */
  deleted: z.boolean().optional(),
});
export type SecurityEventHandlesDoc = z.infer<typeof SecurityEventHandlesDocSchema>;

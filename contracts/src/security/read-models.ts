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
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type SecurityEventDoc = z.infer<typeof SecurityEventDocSchema>;

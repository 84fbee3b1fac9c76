import { z } from 'zod';
import { defineEvent } from '../envelope';

/** Security event types of the admin security log (spec 03 section 9). */
export const SECURITY_EVENT_TYPES = [
  'login_success',
  'login_failure',
  'logout',
  'registration_success',
  'access_denied',
  'admin_action',
  'admin_impersonation',
  'token_blacklisted',
  'rate_limit_exceeded',
  'suspicious_activity',
  'csrf_violation',
] as const;
export const SecurityEventTypeSchema = z.enum(SECURITY_EVENT_TYPES);
export type SecurityEventType = z.infer<typeof SecurityEventTypeSchema>;

/** Severities of the security log (spec 03 section 9: INFO, WARNING, ERROR, CRITICAL). */
export const SECURITY_SEVERITIES = ['info', 'warning', 'error', 'critical'] as const;
export const SecuritySeveritySchema = z.enum(SECURITY_SEVERITIES);
export type SecuritySeverity = z.infer<typeof SecuritySeveritySchema>;

/** One entry of the security log (stream `securityevent-<id>`). */
export const SecurityEventRecorded = defineEvent(
  'SecurityEventRecorded',
  z.object({
    security_event_id: z.string(),
    event_type: SecurityEventTypeSchema,
    severity: SecuritySeveritySchema,
    /** The account name or login the event is about (what was typed, for a failed login). */
    username: z.string().nullable(),
    /**
     * The account `username` names, when the server knows it (the caller, or the account a
     * login matched): the entries an operator's deletion anonymises. Absent on older entries.
     */
    account_id: z.string().nullable().optional(),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
  }),
);

export const securityEvents = [SecurityEventRecorded] as const;

import { z } from 'zod';
import { SECURITY_EVENT_TYPES, SECURITY_SEVERITIES } from '../security/events';
import {
  AUDIT_LOG_DEFAULT_LIMIT,
  AUDIT_LOG_LIMITS,
  SECURITY_LOG_DEFAULT_LIMIT,
  SECURITY_LOG_LIMITS,
  SYSTEM_LOGS_TEXTS,
} from '../spec/system-logs-texts';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalFilter = z.preprocess(blankToUndefined, z.string().trim().max(200).optional());

/** A limit out of a fixed list of options (spec 03 section 9). */
const limitOf = (options: readonly number[], fallback: number, message: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message })
      .refine((value) => options.includes(value), { error: message })
      .default(fallback),
  );

/** Query of `GET /api/admin/audit-logs` (spec 03: action, actor_id, target_id, limit). */
export const AuditLogsQuerySchema = z.object({
  action: optionalFilter,
  actor_id: optionalFilter,
  target_id: optionalFilter,
  limit: limitOf(AUDIT_LOG_LIMITS, AUDIT_LOG_DEFAULT_LIMIT, SYSTEM_LOGS_TEXTS.auditLimitInvalid),
});
export type AuditLogsQuery = z.input<typeof AuditLogsQuerySchema>;

export const AuditLogSchema = z.object({
  /** The id of the event the row records. */
  id: z.string(),
  created_at: z.string(),
  action: z.string(),
  actor_id: z.string().nullable(),
  /** The actor's handle now (null: an account no longer on file, or a company session). */
  actor_handle: z.string().nullable(),
  actor_role: z.string(),
  impersonator_id: z.string().nullable(),
  impersonator_handle: z.string().nullable(),
  /** The id of the entity the event changed; `stream` names it for the timeline. */
  target_id: z.string(),
  stream: z.string(),
  event_type: z.string(),
  ip_address: z.string().nullable(),
  description: z.string(),
});
export type AuditLogRow = z.infer<typeof AuditLogSchema>;

export const AuditLogsResponseSchema = z.object({
  success: z.literal(true),
  /** Newest first. */
  audit_logs: z.array(AuditLogSchema),
});
export type AuditLogsResponse = z.infer<typeof AuditLogsResponseSchema>;

export const SECURITY_LOG_SEVERITIES = ['INFO', 'WARNING', 'ERROR', 'CRITICAL'] as const;
export type SecurityLogSeverity = (typeof SECURITY_LOG_SEVERITIES)[number];
export const SECURITY_LOG_EVENT_TYPES = SECURITY_EVENT_TYPES;

/** Query of `GET /api/admin/security-logs` (spec 03: event_type, severity, username, ip, limit). */
export const SecurityLogsQuerySchema = z.object({
  event_type: z.preprocess(
    blankToUndefined,
    z.enum(SECURITY_EVENT_TYPES, { error: SYSTEM_LOGS_TEXTS.unknownEventType }).optional(),
  ),
  /** INFO, WARNING, ERROR or CRITICAL, in any case. */
  severity: z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return typeof given === 'string' ? given.trim().toLowerCase() : given;
    },
    z.enum(SECURITY_SEVERITIES, { error: SYSTEM_LOGS_TEXTS.unknownSeverity }).optional(),
  ),
  username: optionalFilter,
  ip_address: optionalFilter,
  limit: limitOf(
    SECURITY_LOG_LIMITS,
    SECURITY_LOG_DEFAULT_LIMIT,
    SYSTEM_LOGS_TEXTS.securityLimitInvalid,
  ),
});
export type SecurityLogsQuery = z.input<typeof SecurityLogsQuerySchema>;

/** One row of the security log in spec 03's shape. */
export const SecurityLogSchema = z.object({
  id: z.string(),
  timestamp: z.string(),
  event_type: z.enum(SECURITY_EVENT_TYPES),
  severity: z.enum(SECURITY_LOG_SEVERITIES),
  message: z.string(),
  user_info: z.object({ username: z.string().nullable() }),
  request_info: z.object({ ip_address: z.string().nullable(), user_agent: z.string().nullable() }),
  details: z.record(z.string(), z.unknown()),
});
export type SecurityLogRow = z.infer<typeof SecurityLogSchema>;

export const SecurityLogsResponseSchema = z.object({
  success: z.literal(true),
  /** Newest first. */
  security_logs: z.array(SecurityLogSchema),
});
export type SecurityLogsResponse = z.infer<typeof SecurityLogsResponseSchema>;

/**
 * `GET /api/admin/prediction-stats`: predictions recorded when assignments were taken, against
 * their outcomes. Every summary figure is a fraction 0..1 (shown as a percentage), null while
 * no assignment gives a sample.
 */
export const PredictionStatsResponseSchema = z.object({
  success: z.literal(true),
  /** Assignments taken with a recorded prediction, decided or not. */
  total_assignments: z.number().int(),
  /** Assignments with a prediction that a validation decided (the sample of most figures). */
  decided_assignments: z.number().int(),
  summary: z.object({
    /**
     * Mean absolute error of the success forecast over decided assignments with a chance on
     * file: mean of |success_probability − outcome|, outcome 1 when the latest decision passed,
     * else 0.
     */
    avg_success_error: z.number().nullable(),
    /**
     * Mean relative error of the time forecast over submitted assignments: mean of
     * |actual_hours − expected_hours| / expected_hours, actual_hours being the hours from the
     * take to the latest submission.
     */
    avg_time_error: z.number().nullable(),
    /** Decided assignments whose latest decision passed, over all decided assignments. */
    success_rate: z.number().nullable(),
    /** Mean quality score (0..1) of the latest decision of decided assignments. */
    avg_quality_score: z.number().nullable(),
  }),
});
export type PredictionStatsResponse = z.infer<typeof PredictionStatsResponseSchema>;

/** Path of `GET /api/admin/timeline/{stream}`: a stream name, `<kind>-<id>`. */
export const TimelineParamsSchema = z.object({
  stream: z
    .string()
    .max(300, SYSTEM_LOGS_TEXTS.streamInvalid)
    .regex(/^[a-z]+-.+$/, SYSTEM_LOGS_TEXTS.streamInvalid),
});

/** One event of the stream, and the entity's state replayed up to and including it. */
export const TimelineStepSchema = z.object({
  revision: z.number().int(),
  event_id: z.string(),
  type: z.string(),
  at: z.string(),
  actor_id: z.string().nullable(),
  actor_handle: z.string().nullable(),
  actor_role: z.string(),
  impersonator_id: z.string().nullable(),
  impersonator_handle: z.string().nullable(),
  /** The event's data, secrets redacted. */
  data: z.unknown(),
  /** The aggregate's state after this event (its deciders' fold), secrets redacted. */
  state: z.unknown(),
});
export type TimelineStep = z.infer<typeof TimelineStepSchema>;

export const TimelineResponseSchema = z.object({
  success: z.literal(true),
  stream: z.string(),
  /** The aggregate kind: the stream's prefix. */
  kind: z.string(),
  steps: z.array(TimelineStepSchema),
});
export type TimelineResponse = z.infer<typeof TimelineResponseSchema>;

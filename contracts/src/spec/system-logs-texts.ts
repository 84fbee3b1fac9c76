/**
 * User-facing texts of the System console's Audit logs, Security logs and Prediction stats
 * tabs and of the entity timeline (spec 03 sections 2, 8 and 9; the timeline is beyond the
 * spec). Texts the spec gives are word for word.
 */
import { byCount } from './plural';

export const AUDIT_LOG_LIMITS = [25, 50, 100] as const;
export const AUDIT_LOG_DEFAULT_LIMIT = 50;
export const SECURITY_LOG_LIMITS = [50, 100, 200, 500] as const;
export const SECURITY_LOG_DEFAULT_LIMIT = 100;

/** The audit actions spec 03 section 9 names; other admin events get `admin_<event>`. */
export const SPEC_AUDIT_ACTIONS = [
  'admin_impersonate',
  'admin_reset_password',
  'admin_delete_user',
  'admin_update_role',
  'admin_update_status',
] as const;

export const SYSTEM_LOGS_TEXTS = {
  // Spec 03 section 8.
  auditFetchFailed: 'Failed to fetch audit logs',
  securityFetchFailed: 'Failed to fetch security logs',

  auditLimitInvalid: `limit must be one of ${AUDIT_LOG_LIMITS.join(', ')}`,
  securityLimitInvalid: `limit must be one of ${SECURITY_LOG_LIMITS.join(', ')}`,
  unknownEventType: 'Unknown security event type',
  unknownSeverity: 'Severity must be one of INFO, WARNING, ERROR, CRITICAL',
  unknownStream: (prefix: string) => `No timeline for streams of kind "${prefix}"`,
  streamInvalid: 'Stream must be <kind>-<id>',
  streamNotFound: 'No events in this stream',

  auditTitle: 'Audit logs',
  auditIntro:
    'Every change an admin or founder made, and everything done in a session an admin impersonated, read from the event log. Open a row to replay the entity it changed.',
  auditEmpty: 'No audit log entries match these filters',
  securityTitle: 'Security logs',
  securityIntro:
    'Sign-ins, refusals, revoked tokens, rate limits and admin actions the server recorded.',
  securityEmpty: 'No security events match these filters',
  securityCsrfNote:
    'No csrf_violation entries appear: the API reads its credentials only from the Authorization header (a bearer token), never from a cookie, so another site cannot send a request with them.',
  allActions: 'All actions',
  allEventTypes: 'All event types',
  allSeverities: 'All severities',
  filters: {
    action: 'Action',
    actorId: 'Actor id',
    targetId: 'Target id',
    eventType: 'Event type',
    severity: 'Severity',
    username: 'Username',
    ipAddress: 'IP address',
    limit: 'Limit',
  },
  auditColumns: {
    createdAt: 'Created at',
    action: 'Action',
    actor: 'Actor',
    target: 'Target',
    ipAddress: 'IP address',
    description: 'Description',
  },
  securityColumns: {
    timestamp: 'Timestamp',
    eventType: 'Event type',
    severity: 'Severity',
    message: 'Message',
    username: 'Username',
    ipAddress: 'IP address',
    details: 'Details',
  },
  impersonatedBy: (who: string) => `impersonated by ${who}`,
  detailsButton: (count: number) => `${count} field${count === 1 ? '' : 's'}`,

  openTimeline: 'Timeline',
  timelineTitle: (stream: string) => `Timeline of ${stream}`,
  timelineIntro:
    'Every event of this entity in order. The state shown is replayed from the events up to the selected step (not a stored snapshot); secrets are redacted.',
  timelineFailed: 'Failed to load the timeline',
  timelineStep: 'Step',
  timelineStateAfter: (revision: number) => `State after step ${revision + 1}`,
  timelineEventData: 'Event data',
  timelineBy: 'By',
  timelineSystem: 'system',

  predictionTitle: 'Prediction stats',
  predictionIntro:
    'When an operator takes a mission the platform records its prediction: the chance of success the marketplace shows them, and the hours the mission is expected to take. These figures compare those predictions with what happened.',
  predictionFailed: 'Failed to load prediction stats',
  predictionEmpty: 'No assignment has a recorded prediction yet',
  notEnoughData: 'no sample yet',
  decidedCount: (count: number) =>
    `${count} of these assignments ${byCount(count, 'has', 'have')} a validation decision; the figures above are computed over them (time error: over the submitted ones).`,
  predictionFigures: {
    total_assignments: {
      label: 'Assignments with a prediction',
      help: 'Assignments taken since predictions are recorded, decided or not.',
    },
    avg_success_error: {
      label: 'Average success error',
      help: 'Mean of |predicted chance of success − outcome| over decided assignments (outcome 1 when passed, 0 otherwise). 0% is a perfect forecast; always guessing 50% scores 50%.',
    },
    avg_time_error: {
      label: 'Average time error',
      help: 'Mean of |hours from take to submission − expected hours| ÷ expected hours over submitted assignments: how far, relative to the estimate, the time taken was.',
    },
    success_rate: {
      label: 'Success rate',
      help: 'Share of decided assignments whose latest validation passed.',
    },
    avg_quality_score: {
      label: 'Average quality score',
      help: 'Mean validation quality score (0–100%) of decided assignments.',
    },
  },
} as const;

import { defineEndpoint } from '../http/define-endpoint';
import {
  AuditLogsQuerySchema,
  AuditLogsResponseSchema,
  PredictionStatsResponseSchema,
  SecurityLogsQuerySchema,
  SecurityLogsResponseSchema,
  TimelineResponseSchema,
} from './api';

/** The System console's logs, prediction stats and entity timelines (spec 03 section 7). */
export const SYSTEM_LOGS_ENDPOINTS = {
  auditLogs: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit-logs',
    access: 'admin',
    summary: 'The audit log: events appended by admins or in impersonated sessions, newest first',
    request: { query: AuditLogsQuerySchema },
    response: AuditLogsResponseSchema,
  }),
  securityLogs: defineEndpoint({
    method: 'GET',
    path: '/api/admin/security-logs',
    access: 'admin',
    summary: 'The security log, newest first, by event type, severity, username or ip',
    request: { query: SecurityLogsQuerySchema },
    response: SecurityLogsResponseSchema,
  }),
  predictionStats: defineEndpoint({
    method: 'GET',
    path: '/api/admin/prediction-stats',
    access: 'admin',
    summary: 'Predictions recorded at assignment time against their outcomes',
    response: PredictionStatsResponseSchema,
  }),
  timeline: defineEndpoint({
    method: 'GET',
    path: '/api/admin/timeline/{stream}',
    access: 'admin',
    summary: "One entity's events in order, with its state replayed after each (secrets redacted)",
    response: TimelineResponseSchema,
  }),
} as const;

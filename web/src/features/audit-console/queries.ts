import {
  AUDIT_LOG_DEFAULT_LIMIT,
  SECURITY_LOG_DEFAULT_LIMIT,
  type AuditLogsQuery,
  type SecurityLogsQuery,
} from '@morphic/contracts';
import { queryOptions } from '@tanstack/react-query';
import { systemLogsApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';

const systemLogsKey = [...SESSION_SCOPE, 'admin', 'system-logs'] as const;

/** The Audit logs tab as it opens: no filter, the spec's default limit. */
export const FIRST_AUDIT_LOGS = {
  limit: AUDIT_LOG_DEFAULT_LIMIT,
} as const satisfies AuditLogsQuery;

/** The Security logs tab as it opens: no filter, the spec's default limit. */
export const FIRST_SECURITY_LOGS = {
  limit: SECURITY_LOG_DEFAULT_LIMIT,
} as const satisfies SecurityLogsQuery;

export const auditLogsQuery = (query: AuditLogsQuery) =>
  queryOptions({
    queryKey: [...systemLogsKey, 'audit', query],
    queryFn: ({ signal }) => systemLogsApi.auditLogs({ query, signal }),
  });

export const securityLogsQuery = (query: SecurityLogsQuery) =>
  queryOptions({
    queryKey: [...systemLogsKey, 'security', query],
    queryFn: ({ signal }) => systemLogsApi.securityLogs({ query, signal }),
  });

/** One entity's replayed timeline (always read afresh: the stream may have grown). */
export const timelineQuery = (stream: string) =>
  queryOptions({
    queryKey: [...systemLogsKey, 'timeline', stream],
    queryFn: ({ signal }) => systemLogsApi.timeline({ params: { stream }, signal }),
    staleTime: 0,
  });

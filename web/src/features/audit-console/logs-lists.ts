import type { SecurityLogRow } from '@morphic/contracts';
import type { AdminListDefinition } from '../admin-list/list-definition';
import { setFilters } from '../admin-list/list-state';
import {
  FIRST_AUDIT_LOGS,
  FIRST_SECURITY_LOGS,
  auditLogsQuery,
  securityLogsQuery,
} from './queries';

/** The Audit logs tab's list: action and ids typed, the limit chosen; unfiltered at first. */
export const AUDIT_LOGS_LIST: AdminListDefinition<
  { action: string; actor_id: string; target_id: string; limit: number },
  ReturnType<typeof auditLogsQuery>
> = {
  initial: { action: '', actor_id: '', target_id: '', limit: FIRST_AUDIT_LOGS.limit },
  typed: ['action', 'actor_id', 'target_id'],
  query: (filters) => auditLogsQuery(setFilters(filters)),
};

/** The Security logs tab's list: username and address typed, the rest chosen; unfiltered at first. */
export const SECURITY_LOGS_LIST: AdminListDefinition<
  {
    event_type: SecurityLogRow['event_type'] | null;
    severity: string | null;
    username: string;
    ip_address: string;
    limit: number;
  },
  ReturnType<typeof securityLogsQuery>
> = {
  initial: {
    event_type: null,
    severity: null,
    username: '',
    ip_address: '',
    limit: FIRST_SECURITY_LOGS.limit,
  },
  typed: ['username', 'ip_address'],
  query: (filters) => securityLogsQuery(setFilters(filters)),
};

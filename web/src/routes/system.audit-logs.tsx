import { createFileRoute } from '@tanstack/react-router';
import { AuditLogsTab } from '../features/audit-console/components/AuditLogsTab';
import { FIRST_AUDIT_LOGS, auditLogsQuery } from '../features/audit-console/queries';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/audit-logs')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) =>
    ensureScreenData(queryClient, auditLogsQuery(FIRST_AUDIT_LOGS)),
  component: AuditLogsTab,
});

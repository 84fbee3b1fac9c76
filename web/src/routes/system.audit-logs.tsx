import { createFileRoute } from '@tanstack/react-router';
import { firstPageQuery } from '../features/admin-list/list-definition';
import { AuditLogsTab } from '../features/audit-console/components/AuditLogsTab';
import { AUDIT_LOGS_LIST } from '../features/audit-console/logs-lists';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/audit-logs')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) =>
    ensureScreenData(queryClient, firstPageQuery(AUDIT_LOGS_LIST)),
  component: AuditLogsTab,
});

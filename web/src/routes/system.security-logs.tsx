import { createFileRoute } from '@tanstack/react-router';
import { SecurityLogsTab } from '../features/audit-console/components/SecurityLogsTab';
import { FIRST_SECURITY_LOGS, securityLogsQuery } from '../features/audit-console/queries';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/security-logs')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) =>
    ensureScreenData(queryClient, securityLogsQuery(FIRST_SECURITY_LOGS)),
  component: SecurityLogsTab,
});

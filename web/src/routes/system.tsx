import { createFileRoute, Outlet, useChildMatches } from '@tanstack/react-router';
import { type GuardedContext, requireRoleElseLanding } from '../features/session/route-guards';
import { CONSOLE_ROLES } from '../features/system/access';
import { SystemConsole } from '../features/system/components/SystemConsole';
import { SystemConsolePending } from '../features/system/components/SystemConsolePending';
import { SYSTEM_TAB_PENDING_MS } from '../features/system/system-tab-route';
import { systemTabAt } from '../features/system/system-tabs';

// Spec 01's route table: /system is for the console's roles; everyone else lands on the
// landing page. Each tab is a child route (routes/system.<tab>.tsx) with its own loader.
export const Route = createFileRoute('/system')({
  beforeLoad: (args): Promise<GuardedContext> => requireRoleElseLanding(CONSOLE_ROLES, args),
  component: SystemLayout,
  pendingComponent: SystemConsolePending,
  pendingMs: SYSTEM_TAB_PENDING_MS,
});

function SystemLayout() {
  // The tab whose route is on screen (its skeleton, content or failure), so the selected tab
  // and the panel's content never disagree.
  const tab = useChildMatches({ select: (matches) => systemTabAt(matches[0]?.routeId) });
  return (
    <SystemConsole tab={tab}>
      <Outlet />
    </SystemConsole>
  );
}

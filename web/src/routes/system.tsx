import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '../features/session/route-guards';
import { CONSOLE_ROLES } from '../features/system/access';
import { SystemPage } from '../features/system/components/SystemPage';
import { systemTabQueries } from '../features/system/queries';
import { DEFAULT_SYSTEM_TAB, parseSystemTab, type SystemTab } from '../features/system/system-tabs';
import { preloadSystemTab } from '../features/system/tab-content';
import { loadScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system')({
  beforeLoad: requireRole(CONSOLE_ROLES),
  validateSearch: (search: Record<string, unknown>): { tab?: SystemTab } =>
    search.tab === undefined ? {} : { tab: parseSystemTab(search.tab) },
  // Only the open tab's code and data: another tab's load when the search names it.
  loaderDeps: ({ search: { tab } }) => ({ tab: tab ?? DEFAULT_SYSTEM_TAB }),
  loader: async ({ context: { queryClient }, deps: { tab } }) => {
    await Promise.all([
      preloadSystemTab(tab).catch(() => undefined),
      loadScreenData(queryClient, ...systemTabQueries(tab)),
    ]);
  },
  component: SystemRoute,
});

function SystemRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SystemPage
      tab={tab ?? DEFAULT_SYSTEM_TAB}
      onTabChange={(next) => void navigate({ search: { tab: next } })}
    />
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '../features/session/route-guards';
import { CONSOLE_ROLES } from '../features/system/access';
import { SystemPage } from '../features/system/components/SystemPage';
import { parseSystemTab, type SystemTab } from '../features/system/system-tabs';

export const Route = createFileRoute('/system')({
  beforeLoad: requireRole(CONSOLE_ROLES),
  validateSearch: (search: Record<string, unknown>): { tab?: SystemTab } =>
    search.tab === undefined ? {} : { tab: parseSystemTab(search.tab) },
  component: SystemRoute,
});

function SystemRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SystemPage
      tab={tab ?? 'settings'}
      onTabChange={(next) => void navigate({ search: { tab: next } })}
    />
  );
}

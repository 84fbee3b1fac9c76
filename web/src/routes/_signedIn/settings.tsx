import { MESSAGES } from '@morphic/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/account-settings/components/SettingsPage';
import { parseSettingsTab, type SettingsTab } from '../../features/account-settings/settings-model';

export const Route = createFileRoute('/_signedIn/settings')({
  // Requires sign-in, else 'Access Denied' (spec 01 section 2).
  staticData: { signedOutView: { title: MESSAGES.accessDeniedTitle, testId: 'access-denied' } },
  validateSearch: (search: Record<string, unknown>): { tab?: SettingsTab } =>
    search.tab === undefined ? {} : { tab: parseSettingsTab(search.tab) },
  component: SettingsRoute,
});

function SettingsRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SettingsPage
      tab={tab ?? 'account'}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
    />
  );
}

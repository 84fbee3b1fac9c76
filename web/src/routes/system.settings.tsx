import { createFileRoute } from '@tanstack/react-router';
import { SettingsTab } from '../features/system/components/SettingsTab';
import { adminSettingsQuery } from '../features/settings/queries';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/settings')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) => ensureScreenData(queryClient, adminSettingsQuery()),
  component: SettingsTab,
});

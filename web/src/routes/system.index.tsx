import { createFileRoute, redirect } from '@tanstack/react-router';
import {
  DEFAULT_SYSTEM_TAB,
  parseSystemTab,
  systemTabPath,
  type SystemTab,
} from '../features/system/system-tabs';

// /system opens the Home tab; the console's old addresses (`/system?tab=<id>`, in bookmarks
// and mails) open that tab's own address.
export const Route = createFileRoute('/system/')({
  validateSearch: (search: Record<string, unknown>): { tab?: SystemTab } =>
    search.tab === undefined ? {} : { tab: parseSystemTab(search.tab) },
  beforeLoad: ({ search: { tab } }) => {
    throw redirect({ to: systemTabPath(tab ?? DEFAULT_SYSTEM_TAB), replace: true });
  },
});

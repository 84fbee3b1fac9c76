import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../lib/api/clients';
import { PUBLIC_SCOPE, SESSION_SCOPE } from '../../lib/query-scopes';
import { pushedDocumentStaleTime } from '../../lib/realtime/realtime-status-store';

export const publicSettingsKey = [...PUBLIC_SCOPE, 'settings'] as const;
export const adminSettingsKey = [...SESSION_SCOPE, 'admin', 'settings'] as const;

/** GET /api/settings/public, kept current by `settings.public` pushes. */
export const publicSettingsQuery = () =>
  queryOptions({
    queryKey: publicSettingsKey,
    queryFn: ({ signal }) => adminApi.publicSettings({ signal, token: null }),
    staleTime: pushedDocumentStaleTime,
  });

/** GET /api/admin/settings, kept current by `settings.admin` pushes. */
export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: adminSettingsKey,
    queryFn: ({ signal }) => adminApi.settings({ signal }),
    staleTime: pushedDocumentStaleTime,
  });

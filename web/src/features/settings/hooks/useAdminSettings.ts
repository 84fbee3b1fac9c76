import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { pushedDocumentStaleTime } from '../../../lib/realtime/realtime-status-store';
import { fetchAdminSettings } from '../api/settings-api';

/** GET /api/admin/settings, kept current by `settings.admin` pushes. */
export function useAdminSettings() {
  return useQuery({
    queryKey: queryKeys.adminSettings,
    queryFn: ({ signal }) => fetchAdminSettings(signal),
    staleTime: pushedDocumentStaleTime,
  });
}

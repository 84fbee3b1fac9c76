import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { pushedDocumentStaleTime } from '../../../lib/realtime/realtime-status-store';
import { fetchPublicSettings } from '../api/settings-api';

/** GET /api/settings/public, kept current by `settings.public` pushes. */
export function usePublicSettings() {
  return useQuery({
    queryKey: queryKeys.publicSettings,
    queryFn: ({ signal }) => fetchPublicSettings(signal),
    staleTime: pushedDocumentStaleTime,
  });
}

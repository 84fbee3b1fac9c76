import { queryOptions } from '@tanstack/react-query';
import { missionsApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';
import { pushedDocumentStaleTime } from '../../lib/realtime/realtime-status-store';

/** Every cached recommendations list (one per search). */
export const marketplaceListsKey = [...SESSION_SCOPE, 'marketplace'] as const;

/**
 * The open missions matching the search, ranked for the caller; `mission.*` pushes keep the
 * cached lists current.
 */
export const recommendationsQuery = (search: string) =>
  queryOptions({
    queryKey: [...marketplaceListsKey, 'recommendations', search],
    queryFn: ({ signal }) => missionsApi.recommendations({ query: { q: search }, signal }),
    staleTime: pushedDocumentStaleTime,
  });

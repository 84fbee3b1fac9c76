import { MARKETPLACE_TEXTS } from '@morphic/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { recommendationsQuery } from '../queries';

/**
 * The open missions matching the search, ranked for the caller. A new search cancels the
 * request still in flight (TanStack Query aborts the signal of a query nobody watches any
 * more); `mission.*` pushes keep the cached lists current.
 */
export function useRecommendations(search: string) {
  const query = useQuery({
    ...recommendationsQuery(search),
    placeholderData: keepPreviousData,
  });
  return {
    data: query.data ?? null,
    loading: query.isLoading,
    /** A newer search is loading while the previous answer stays on screen. */
    refreshing: query.isFetching && query.isPlaceholderData,
    error: query.isError ? MARKETPLACE_TEXTS.failedToLoad : null,
    retry: () => void query.refetch(),
  };
}

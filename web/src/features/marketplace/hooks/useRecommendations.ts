import { useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { recommendationsQuery } from '../queries';

/**
 * The open missions matching the search, ranked for the caller. A new search loads while the
 * previous answer stays on screen (`refreshing`); `mission.*` pushes keep the cached lists
 * current.
 */
export function useRecommendations(search: string) {
  const shownSearch = useDeferredValue(search);
  const { data } = useSuspenseQuery(recommendationsQuery(shownSearch));
  return {
    data,
    /** A newer search is loading while the previous answer stays on screen. */
    refreshing: shownSearch !== search,
  };
}

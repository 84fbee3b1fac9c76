import type { EnsureQueryDataOptions, QueryClient } from '@tanstack/react-query';

// Any query's options: a loader mixes queries of different data types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQueryOptions = EnsureQueryDataOptions<any, any, any, any>;

/**
 * A route loader's work: puts the screen's data in the cache (fetching only what is missing),
 * so the page renders with it and a hovered link preloads it. A failed fetch is left to the
 * screen, which shows it in its own words with a Retry.
 */
export async function loadScreenData(
  queryClient: QueryClient,
  ...queries: readonly AnyQueryOptions[]
): Promise<void> {
  await Promise.all(
    queries.map((options) => queryClient.ensureQueryData(options).catch(() => undefined)),
  );
}

/**
 * A route loader's work when the route's error component shows a failure: puts the screen's
 * data in the cache (fetching only what is missing) and fails as soon as one query fails.
 */
export async function ensureScreenData(
  queryClient: QueryClient,
  ...queries: readonly AnyQueryOptions[]
): Promise<void> {
  await Promise.all(queries.map((options) => queryClient.ensureQueryData(options)));
}

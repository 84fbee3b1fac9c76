import type { EnsureQueryDataOptions, QueryClient } from '@tanstack/react-query';

// Any query's options: a loader mixes queries of different data types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQueryOptions = EnsureQueryDataOptions<any, any, any, any>;

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

/** A loader's failure in the words of the screen: which of its data failed to load. */
export class ScreenDataError extends Error {
  constructor(
    /** What failed, as the screen names it ('Failed to load my validations'). */
    readonly title: string,
    readonly testId: string | undefined,
    override readonly cause: unknown,
  ) {
    super(title);
    this.name = 'ScreenDataError';
  }
}

/** One query of a screen and how the screen names its failure. */
export interface NamedScreenData {
  readonly query: AnyQueryOptions;
  readonly failedTitle: string;
  readonly failedTestId?: string;
}

/**
 * `ensureScreenData` for a screen with several lists each named on failure: the route's error
 * component says which failed (a `ScreenDataError`), with the server's reason under it.
 */
export async function ensureNamedScreenData(
  queryClient: QueryClient,
  ...entries: readonly NamedScreenData[]
): Promise<void> {
  await Promise.all(
    entries.map(({ query, failedTitle, failedTestId }) =>
      queryClient.ensureQueryData(query).catch((error: unknown) => {
        throw new ScreenDataError(failedTitle, failedTestId, error);
      }),
    ),
  );
}

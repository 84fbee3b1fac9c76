import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { SESSION_SCOPE } from './query-scopes';
import { subscribeToken } from './token-store';

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not change on retry; network and server errors may.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiError && error.status !== null && error.status < 500),
      },
      mutations: { retry: false },
    },
  });

  // A different session (sign-in, sign-out, another tab): nothing of the old one may show.
  subscribeToken(() => queryClient.removeQueries({ queryKey: SESSION_SCOPE }));

  return queryClient;
}

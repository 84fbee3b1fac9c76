import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { RouteError } from './features/session/components/RouteError';
import { SessionLoading } from './features/session/components/SessionStates';
import { subscribeToken } from './lib/token-store';
import { routeTree } from './routeTree.gen';

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query owns caching: the router always asks it when preloading.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: SessionLoading,
    scrollRestoration: true,
  });
  // Signed in or out (here or in another tab): run the route guards again.
  subscribeToken(() => void router.invalidate());
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

import { queryOptions } from '@tanstack/react-query';
import { platformApi } from '../../lib/api/clients';
import { PUBLIC_SCOPE } from '../../lib/query-scopes';

/** GET /api/hello: the health check behind the System Online/Offline indicator. */
export const helloQuery = () =>
  queryOptions({
    queryKey: [...PUBLIC_SCOPE, 'hello'],
    queryFn: ({ signal }) => platformApi.hello({ signal, token: null }),
    retry: false,
    staleTime: 30_000,
  });

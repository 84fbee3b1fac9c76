import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { fetchHello } from '../api/hello-api';

export type SystemStatus = 'checking' | 'online' | 'offline';

/** Online when GET /api/hello answers, offline when it fails. */
export function useSystemStatus(): SystemStatus {
  const query = useQuery({
    queryKey: queryKeys.hello,
    queryFn: ({ signal }) => fetchHello(signal),
    retry: false,
    staleTime: 30_000,
  });
  if (query.isSuccess) return 'online';
  if (query.isError) return 'offline';
  return 'checking';
}

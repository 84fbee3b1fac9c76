import { useQuery } from '@tanstack/react-query';
import { helloQuery } from '../queries';

export type SystemStatus = 'checking' | 'online' | 'offline';

/** Online when GET /api/hello answers, offline when it fails. */
export function useSystemStatus(): SystemStatus {
  const query = useQuery(helloQuery());
  if (query.isSuccess) return 'online';
  if (query.isError) return 'offline';
  return 'checking';
}

import type { AdminOperatorsQuery } from '@morphic/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';

/** One page of the admins' operator list (search, role filter, page). */
export const adminOperatorsQuery = (query: AdminOperatorsQuery) =>
  queryOptions({
    queryKey: [...SESSION_SCOPE, 'admin', 'operators', query],
    queryFn: ({ signal }) => adminApi.operators({ query, signal }),
  });

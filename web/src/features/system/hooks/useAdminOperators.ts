import type { AdminOperatorsQuery } from '@morphic/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { fetchAdminOperators } from '../api/operators-api';

/** One page of the operator list; the previous page stays on screen while the next loads. */
export function useAdminOperators(query: AdminOperatorsQuery) {
  return useQuery({
    queryKey: queryKeys.adminOperators(query),
    queryFn: ({ signal }) => fetchAdminOperators(query, signal),
    placeholderData: keepPreviousData,
  });
}

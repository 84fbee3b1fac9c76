import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { fetchOperatorRecord } from '../api/operator-record-api';

/** An operator's record (GET /api/operators/{id}); idle until the id is known. */
export function useOperatorRecord(operatorId: string | null) {
  return useQuery({
    queryKey: queryKeys.operatorRecord(operatorId ?? ''),
    queryFn: async ({ signal }) => (await fetchOperatorRecord(operatorId ?? '', signal)).operator,
    enabled: operatorId !== null,
  });
}

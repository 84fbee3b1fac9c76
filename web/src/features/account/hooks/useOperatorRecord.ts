import { useQuery } from '@tanstack/react-query';
import { operatorRecordQuery } from '../queries';

/** An operator's record (GET /api/operators/{id}); idle until the id is known. */
export function useOperatorRecord(operatorId: string | null) {
  return useQuery({
    ...operatorRecordQuery(operatorId ?? ''),
    enabled: operatorId !== null,
  });
}

import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { pushedDocumentStaleTime } from '../../../lib/realtime/realtime-status-store';
import { fetchOperatorAssignments } from '../api/assignments-api';

/** An operator's assignments (My Tasks), kept current by `assignment.updated` pushes. */
export function useOperatorAssignments(operatorId: string | null) {
  return useQuery({
    queryKey: queryKeys.operatorAssignments(operatorId ?? ''),
    queryFn: ({ signal }) => fetchOperatorAssignments(operatorId ?? '', signal),
    select: (response) => response.assignments,
    enabled: operatorId !== null,
    staleTime: pushedDocumentStaleTime,
  });
}

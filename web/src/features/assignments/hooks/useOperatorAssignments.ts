import { useQuery } from '@tanstack/react-query';
import { operatorAssignmentsQuery } from '../queries';

/** An operator's assignments (My Tasks). */
export function useOperatorAssignments(operatorId: string | null) {
  return useQuery({
    ...operatorAssignmentsQuery(operatorId ?? ''),
    select: (response) => response.assignments,
    enabled: operatorId !== null,
  });
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { operatorAssignmentsQuery } from '../queries';

/** An operator's assignments (My Tasks; the route's loader has them in the cache). */
export function useOperatorAssignments(operatorId: string) {
  return useSuspenseQuery({
    ...operatorAssignmentsQuery(operatorId),
    select: (response) => response.assignments,
  });
}

import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { assignmentQuery, conversationHistoryQuery } from '../queries';
import { useLiveFallbackInterval } from './useLiveFallbackInterval';

/** One assignment, kept current by pushes (polled while offline); the route loads it first. */
export function useAssignment(id: string) {
  const refetchInterval = useLiveFallbackInterval();
  return useSuspenseQuery({
    ...assignmentQuery(id),
    select: (response) => response.assignment,
    refetchInterval,
  });
}

/**
 * The questions asked about an assignment (polled while offline). Not suspense: the card
 * falls back to the questions the assignment carries, so its failure never fails the page.
 */
export function useConversationHistory(id: string) {
  const refetchInterval = useLiveFallbackInterval();
  return useQuery({ ...conversationHistoryQuery(id), refetchInterval });
}

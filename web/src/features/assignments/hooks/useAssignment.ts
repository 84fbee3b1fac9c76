import { useQuery } from '@tanstack/react-query';
import { assignmentQuery, conversationHistoryQuery } from '../queries';
import { useLiveFallbackInterval } from './useLiveFallbackInterval';

/** One assignment, kept current by pushes (polled while offline). */
export function useAssignment(id: string) {
  const refetchInterval = useLiveFallbackInterval();
  return useQuery({
    ...assignmentQuery(id),
    select: (response) => response.assignment,
    refetchInterval,
  });
}

/** The questions asked about an assignment (polled while offline). */
export function useConversationHistory(id: string) {
  const refetchInterval = useLiveFallbackInterval();
  return useQuery({ ...conversationHistoryQuery(id), refetchInterval });
}

import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { pushedDocumentStaleTime } from '../../../lib/realtime/realtime-status-store';
import { fetchAssignment, fetchConversationHistory } from '../api/assignments-api';
import { useLiveFallbackInterval } from './useLiveFallbackInterval';

/** One assignment, kept current by `assignment.updated` pushes (polled while offline). */
export function useAssignment(id: string) {
  const refetchInterval = useLiveFallbackInterval();
  return useQuery({
    queryKey: queryKeys.assignment(id),
    queryFn: ({ signal }) => fetchAssignment(id, signal),
    select: (response) => response.assignment,
    staleTime: pushedDocumentStaleTime,
    refetchInterval,
  });
}

/** The questions asked about an assignment; pushes carry new ones. */
export function useConversationHistory(id: string) {
  const refetchInterval = useLiveFallbackInterval();
  return useQuery({
    queryKey: queryKeys.assignmentConversation(id),
    queryFn: ({ signal }) => fetchConversationHistory(id, signal),
    staleTime: pushedDocumentStaleTime,
    refetchInterval,
  });
}

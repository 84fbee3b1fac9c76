import { queryOptions } from '@tanstack/react-query';
import { missionsApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';
import { pushedDocumentStaleTime } from '../../lib/realtime/realtime-status-store';

const ASSIGNMENTS = [...SESSION_SCOPE, 'assignments'] as const;

/** One assignment, kept current by `assignment.updated` pushes. */
export const assignmentQuery = (id: string) =>
  queryOptions({
    queryKey: [...ASSIGNMENTS, 'one', id],
    queryFn: ({ signal }) => missionsApi.assignment({ params: { id }, signal }),
    staleTime: pushedDocumentStaleTime,
  });

/** The questions asked about an assignment; pushes carry new ones. */
export const conversationHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: [...ASSIGNMENTS, 'conversation', id],
    queryFn: ({ signal }) => missionsApi.conversationHistory({ params: { id }, signal }),
    staleTime: pushedDocumentStaleTime,
  });

/** An operator's assignments (My Tasks), kept current by `assignment.updated` pushes. */
export const operatorAssignmentsQuery = (operatorId: string) =>
  queryOptions({
    queryKey: [...ASSIGNMENTS, 'operator', operatorId],
    queryFn: ({ signal }) =>
      missionsApi.operatorAssignments({ params: { id: operatorId }, signal }),
    staleTime: pushedDocumentStaleTime,
  });

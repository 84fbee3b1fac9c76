import type {
  Assignment,
  AssignmentResponse,
  ConversationHistoryResponse,
  OperatorAssignmentsResponse,
} from '@morphic/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { upsertAssignment, withQuestions } from './assignments-cache';
import { assignmentQuery, conversationHistoryQuery, operatorAssignmentsQuery } from './queries';

/**
 * Writes an assignment (an `assignment.updated` push, or a command's answer) into the
 * assignment query, its operator's My Tasks list and its conversation history.
 */
export function writeAssignment(queryClient: QueryClient, assignment: Assignment): void {
  queryClient.setQueryData<AssignmentResponse>(assignmentQuery(assignment.id).queryKey, {
    success: true,
    assignment,
  });
  queryClient.setQueryData<OperatorAssignmentsResponse>(
    operatorAssignmentsQuery(assignment.operator.id).queryKey,
    (list) => (list ? upsertAssignment(list, assignment) : list),
  );
  queryClient.setQueryData<ConversationHistoryResponse>(
    conversationHistoryQuery(assignment.id).queryKey,
    (history) => (history ? withQuestions(history, assignment) : history),
  );
}

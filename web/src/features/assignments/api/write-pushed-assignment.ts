import type {
  Assignment,
  AssignmentResponse,
  ConversationHistoryResponse,
  OperatorAssignmentsResponse,
} from '@morphic/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { upsertAssignment, withQuestions } from './assignments-cache';

/**
 * Writes an assignment (an `assignment.updated` push, or a command's answer) into the
 * assignment query, its operator's My Tasks list and its conversation history.
 */
export function writeAssignment(queryClient: QueryClient, assignment: Assignment): void {
  queryClient.setQueryData<AssignmentResponse>(queryKeys.assignment(assignment.id), {
    success: true,
    assignment,
  });
  queryClient.setQueryData<OperatorAssignmentsResponse>(
    queryKeys.operatorAssignments(assignment.operator.id),
    (list) => (list ? upsertAssignment(list, assignment) : list),
  );
  queryClient.setQueryData<ConversationHistoryResponse>(
    queryKeys.assignmentConversation(assignment.id),
    (history) => (history ? withQuestions(history, assignment) : history),
  );
}

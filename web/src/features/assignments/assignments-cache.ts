import type {
  Assignment,
  ConversationHistoryResponse,
  OperatorAssignmentsResponse,
} from '@morphic/contracts';

/** Puts a pushed or answered assignment into a cached list: replaces it, or adds it first. */
export function upsertAssignment(
  list: OperatorAssignmentsResponse,
  assignment: Assignment,
): OperatorAssignmentsResponse {
  const known = list.assignments.some((existing) => existing.id === assignment.id);
  return {
    ...list,
    assignments: known
      ? list.assignments.map((existing) => (existing.id === assignment.id ? assignment : existing))
      : [assignment, ...list.assignments],
  };
}

/** The conversation history with the questions a pushed assignment carries. */
export function withQuestions(
  history: ConversationHistoryResponse,
  assignment: Assignment,
): ConversationHistoryResponse {
  if (history.questions.length === assignment.questions.length) return history;
  return { ...history, questions: assignment.questions };
}

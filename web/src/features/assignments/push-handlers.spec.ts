import { QueryClient } from '@tanstack/react-query';
import { testAssignment } from './assignment-fixture';
import { assignmentsPushHandlers as handlers } from './push-handlers';
import { assignmentQuery, operatorAssignmentsQuery } from './queries';

describe('assignments push handlers', () => {
  it("writes a pushed assignment to its page and to its operator's My Tasks, newest wins", () => {
    const queryClient = new QueryClient();
    const submitted = testAssignment('as-push', 'submitted');
    const listKey = operatorAssignmentsQuery(submitted.operator.id).queryKey;
    queryClient.setQueryData(listKey, {
      success: true,
      assignments: [testAssignment('as-push', 'accepted')],
    });

    handlers['assignment.updated']?.(submitted, { queryClient, position: '5' });
    expect(queryClient.getQueryData(assignmentQuery('as-push').queryKey)?.assignment.state).toBe(
      'submitted',
    );
    expect(queryClient.getQueryData(listKey)?.assignments.map((a) => a.state)).toEqual([
      'submitted',
    ]);

    handlers['assignment.updated']?.(testAssignment('as-push', 'accepted'), {
      queryClient,
      position: '4',
    });
    expect(queryClient.getQueryData(assignmentQuery('as-push').queryKey)?.assignment.state).toBe(
      'submitted',
    );
  });
});

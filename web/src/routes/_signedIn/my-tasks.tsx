import { ASSIGNMENT_TEXTS, MESSAGES } from '@morphic/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { MyTasksLoading, MyTasksPage } from '../../features/assignments/components/MyTasksPage';
import { operatorAssignmentsQuery } from '../../features/assignments/queries';
import { ensureNamedScreenData } from '../../lib/route-data';

export const Route = createFileRoute('/_signedIn/my-tasks')({
  // Login required, Access Denied otherwise (spec 02).
  staticData: {
    signedOutView: { title: MESSAGES.accessDeniedTitle, testId: 'my-tasks-access-denied' },
  },
  loader: ({ context: { queryClient, user } }) =>
    ensureNamedScreenData(queryClient, {
      query: operatorAssignmentsQuery(user.id),
      failedTitle: ASSIGNMENT_TEXTS.failedToLoadTasks,
      failedTestId: 'my-tasks-error',
    }),
  pendingComponent: MyTasksLoading,
  component: MyTasksPage,
});

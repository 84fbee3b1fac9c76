import { MESSAGES } from '@morphic/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { MyTasksPage } from '../../features/assignments/components/MyTasksPage';
import { operatorAssignmentsQuery } from '../../features/assignments/queries';
import { loadScreenData } from '../../lib/route-data';

export const Route = createFileRoute('/_signedIn/my-tasks')({
  // Login required, Access Denied otherwise (spec 02).
  staticData: {
    signedOutView: { title: MESSAGES.accessDeniedTitle, testId: 'my-tasks-access-denied' },
  },
  loader: ({ context: { queryClient, user } }) =>
    user.operator_id && loadScreenData(queryClient, operatorAssignmentsQuery(user.operator_id)),
  component: MyTasksPage,
});

import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import {
  SubmissionFailed,
  SubmissionLoading,
  SubmissionPage,
} from '../../features/assignments/components/SubmissionPage';
import { assignmentQuery, conversationHistoryQuery } from '../../features/assignments/queries';
import { ensureScreenData } from '../../lib/route-data';

function TaskSubmission() {
  const { assignmentId } = Route.useParams();
  return <SubmissionPage kind="task" assignmentId={assignmentId} />;
}

export const Route = createFileRoute('/_signedIn/task-submission/$assignmentId')({
  // The questions' history only starts loading: its card shows the assignment's own questions
  // until it comes, and a failure of it never fails the page.
  loader: ({ context: { queryClient }, params: { assignmentId } }) =>
    Promise.all([
      ensureScreenData(queryClient, assignmentQuery(assignmentId)),
      queryClient.prefetchQuery(conversationHistoryQuery(assignmentId)),
    ]),
  pendingComponent: () => <SubmissionLoading kind="task" />,
  errorComponent: (props: ErrorComponentProps) => <SubmissionFailed kind="task" {...props} />,
  component: TaskSubmission,
});

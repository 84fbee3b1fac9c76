import { createFileRoute } from '@tanstack/react-router';
import { SubmissionPage } from '../../features/assignments/components/SubmissionPage';
import { submissionPageQueries } from '../../features/assignments/queries';
import { loadScreenData } from '../../lib/route-data';

function TaskSubmission() {
  const { assignmentId } = Route.useParams();
  return <SubmissionPage kind="task" assignmentId={assignmentId} />;
}

export const Route = createFileRoute('/_signedIn/task-submission/$assignmentId')({
  loader: ({ context: { queryClient }, params: { assignmentId } }) =>
    loadScreenData(queryClient, ...submissionPageQueries(assignmentId)),
  component: TaskSubmission,
});

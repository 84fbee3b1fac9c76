import { createFileRoute } from '@tanstack/react-router';
import { SubmissionPage } from '../features/assignments/components/SubmissionPage';

function TaskSubmission() {
  const { assignmentId } = Route.useParams();
  return <SubmissionPage kind="task" assignmentId={assignmentId} />;
}

export const Route = createFileRoute('/task-submission/$assignmentId')({
  component: TaskSubmission,
});

import { createFileRoute } from '@tanstack/react-router';
import { SubmissionPage } from '../features/assignments/components/SubmissionPage';

function MarketplaceSubmission() {
  const { assignmentId } = Route.useParams();
  return <SubmissionPage kind="marketplace" assignmentId={assignmentId} />;
}

export const Route = createFileRoute('/marketplace-submission/$assignmentId')({
  component: MarketplaceSubmission,
});

import { createFileRoute } from '@tanstack/react-router';
import { WorkerSignup } from '../features/registration/components/WorkerSignup';
import { parseWorkerStep, type WorkerStep } from '../features/registration/worker-steps';

export const Route = createFileRoute('/join/worker')({
  validateSearch: (search: Record<string, unknown>): { step?: WorkerStep } => {
    const step = parseWorkerStep(search.step);
    return step === undefined ? {} : { step };
  },
  component: WorkerSignupRoute,
});

function WorkerSignupRoute() {
  const { step } = Route.useSearch();
  return <WorkerSignup requestedStep={step} />;
}

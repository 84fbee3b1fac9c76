import { createFileRoute } from '@tanstack/react-router';
import { CompanySignup } from '../features/company-join/components/CompanySignup';

export const Route = createFileRoute('/join/company/')({
  validateSearch: (search: Record<string, unknown>): { step?: 1 | 2 } => {
    const step = Number(search.step);
    return step === 1 || step === 2 ? { step } : {};
  },
  component: CompanySignupRoute,
});

function CompanySignupRoute() {
  const { step } = Route.useSearch();
  return <CompanySignup requestedStep={step} />;
}

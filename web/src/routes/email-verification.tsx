import { createFileRoute } from '@tanstack/react-router';
import { EmailVerificationPage } from '../features/registration/components/EmailVerificationPage';
import {
  parseVerificationSearch,
  type VerificationSearch,
} from '../features/registration/verification-mode';

export const Route = createFileRoute('/email-verification')({
  validateSearch: (search: Record<string, unknown>): VerificationSearch =>
    parseVerificationSearch(search),
  component: EmailVerificationRoute,
});

function EmailVerificationRoute() {
  return <EmailVerificationPage search={Route.useSearch()} />;
}

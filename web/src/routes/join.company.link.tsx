import { createFileRoute } from '@tanstack/react-router';
import { CompanyLinkSignIn } from '../features/company-join/components/CompanyLinkSignIn';

export const Route = createFileRoute('/join/company/link')({
  component: CompanyLinkSignIn,
});

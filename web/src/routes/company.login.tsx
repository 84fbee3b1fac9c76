import { createFileRoute } from '@tanstack/react-router';
import { CompanyRepSignIn } from '../features/company-join/components/CompanyRepSignIn';

export const Route = createFileRoute('/company/login')({
  component: CompanyRepSignIn,
});

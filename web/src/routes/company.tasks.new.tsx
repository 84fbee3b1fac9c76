import { createFileRoute } from '@tanstack/react-router';
import { CompanyTaskFormPage } from '../features/company-work/components/CompanyTaskFormPage';
import { requireCompanyRep } from '../features/session/route-guards';

export const Route = createFileRoute('/company/tasks/new')({
  beforeLoad: requireCompanyRep(),
  component: CompanyTaskFormPage,
});

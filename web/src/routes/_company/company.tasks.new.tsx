import { createFileRoute } from '@tanstack/react-router';
import { CompanyTaskFormPage } from '../../features/company-work/components/CompanyTaskFormPage';

export const Route = createFileRoute('/_company/company/tasks/new')({
  component: CompanyTaskFormPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ValidationsPage } from '../features/validation/components/ValidationsPage';

export const Route = createFileRoute('/validations')({
  component: ValidationsPage,
});

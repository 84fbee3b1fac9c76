import { createFileRoute } from '@tanstack/react-router';
import { loadScreenData } from '../lib/route-data';
import { requireRole } from '../features/session/route-guards';
import { VALIDATION_ROLES } from '../features/validation/access';
import { ValidationsPage } from '../features/validation/components/ValidationsPage';
import { myJobsQuery, openJobsQuery } from '../features/validation/queries';

export const Route = createFileRoute('/validations')({
  beforeLoad: requireRole(VALIDATION_ROLES),
  loader: ({ context: { queryClient } }) =>
    loadScreenData(queryClient, openJobsQuery(), myJobsQuery()),
  component: ValidationsPage,
});

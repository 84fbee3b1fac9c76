import { createFileRoute } from '@tanstack/react-router';
import { loadScreenData } from '../../lib/route-data';
import { ValidationsPage } from '../../features/validation/components/ValidationsPage';
import { myJobsQuery, openJobsQuery } from '../../features/validation/queries';

export const Route = createFileRoute('/_validation/validations')({
  loader: ({ context: { queryClient } }) =>
    loadScreenData(queryClient, openJobsQuery(), myJobsQuery()),
  component: ValidationsPage,
});

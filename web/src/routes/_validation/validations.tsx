import { VALIDATION_TEXTS } from '@morphic/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { ValidationListsLoading } from '../../features/validation/components/ListSection';
import { ValidationsPage } from '../../features/validation/components/ValidationsPage';
import { myJobsQuery, openJobsQuery } from '../../features/validation/queries';
import { ensureNamedScreenData } from '../../lib/route-data';

export const Route = createFileRoute('/_validation/validations')({
  loader: ({ context: { queryClient } }) =>
    ensureNamedScreenData(
      queryClient,
      {
        query: openJobsQuery(),
        failedTitle: VALIDATION_TEXTS.failedToLoadOpen,
        failedTestId: 'validation-open-list-error',
      },
      {
        query: myJobsQuery(),
        failedTitle: VALIDATION_TEXTS.failedToLoadMine,
        failedTestId: 'validation-my-list-error',
      },
    ),
  pendingComponent: ValidationListsLoading,
  component: ValidationsPage,
});

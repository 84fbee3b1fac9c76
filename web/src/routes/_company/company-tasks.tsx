import { createFileRoute } from '@tanstack/react-router';
import { companyPageBlock } from '../../features/company-work/access';
import { CompanyTasksPage } from '../../features/company-work/components/CompanyTasksPage';
import { companyMissionsQuery } from '../../features/company-work/queries';
import {
  parseCompanyTasksFilter,
  type CompanyTasksFilter,
} from '../../features/company-work/task-filters';
import { loadScreenData } from '../../lib/route-data';

export const Route = createFileRoute('/_company/company-tasks')({
  validateSearch: (search: Record<string, unknown>): { status?: CompanyTasksFilter } =>
    search.status === undefined ? {} : { status: parseCompanyTasksFilter(search.status) },
  loaderDeps: ({ search: { status } }) => ({ filter: status ?? 'all' }),
  loader: ({ context: { queryClient, user }, deps: { filter } }) =>
    companyPageBlock(user, 'can_view_tasks') === null &&
    loadScreenData(queryClient, companyMissionsQuery(filter)),
  component: CompanyTasksRoute,
});

function CompanyTasksRoute() {
  const { status } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CompanyTasksPage
      filter={status ?? 'all'}
      onFilterChange={(next) =>
        void navigate({ search: next === 'all' ? {} : { status: next }, replace: true })
      }
    />
  );
}

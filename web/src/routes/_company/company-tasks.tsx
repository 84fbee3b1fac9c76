import { createFileRoute } from '@tanstack/react-router';
import { companyPageBlock } from '../../features/company-work/access';
import {
  CompanyTasksFailed,
  CompanyTasksLoading,
  CompanyTasksPage,
} from '../../features/company-work/components/CompanyTasksPage';
import { companyMissionsQuery } from '../../features/company-work/queries';
import {
  parseCompanyTasksFilter,
  type CompanyTasksFilter,
} from '../../features/company-work/task-filters';
import { ensureScreenData } from '../../lib/route-data';

export const Route = createFileRoute('/_company/company-tasks')({
  validateSearch: (search: Record<string, unknown>): { status?: CompanyTasksFilter } =>
    search.status === undefined ? {} : { status: parseCompanyTasksFilter(search.status) },
  // The missions of the filter the page opens with; a filter chosen on the page loads there,
  // with the current missions still on screen (no loader dependency on the filter, so choosing
  // one never swaps the page for its pending component).
  loader: ({ context: { queryClient, user }, location }) =>
    companyPageBlock(user, 'can_view_tasks') === null &&
    ensureScreenData(
      queryClient,
      companyMissionsQuery(
        parseCompanyTasksFilter((location.search as { status?: unknown }).status),
      ),
    ),
  pendingComponent: CompanyTasksLoading,
  errorComponent: CompanyTasksFailed,
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

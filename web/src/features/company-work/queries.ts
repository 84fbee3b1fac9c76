import { queryOptions } from '@tanstack/react-query';
import { companiesApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';
import { pushedDocumentStaleTime } from '../../lib/realtime/realtime-status-store';
import type { CompanyTasksFilter } from './task-filters';

/** Every cached list of the company's missions (one per filter). */
export const companyMissionsKey = [...SESSION_SCOPE, 'company', 'missions'] as const;

/**
 * The company's missions with this filter (and the payment summary when the representative may
 * see it); `company.mission.updated` pushes keep every cached list current.
 */
export const companyMissionsQuery = (filter: CompanyTasksFilter = 'all') =>
  queryOptions({
    queryKey: [...companyMissionsKey, filter] as const,
    queryFn: ({ signal }) =>
      companiesApi.companyMissions({ query: filter === 'all' ? {} : { status: filter }, signal }),
    staleTime: pushedDocumentStaleTime,
  });

/** The vetted operators a company may count on. */
export const companyOperatorsQuery = () =>
  queryOptions({
    queryKey: [...SESSION_SCOPE, 'company', 'operators'] as const,
    queryFn: ({ signal }) => companiesApi.companyOperators({ signal }),
  });

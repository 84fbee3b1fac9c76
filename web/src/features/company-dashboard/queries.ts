import { queryOptions } from '@tanstack/react-query';
import { companiesApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';
import { pushedDocumentStaleTime } from '../../lib/realtime/realtime-status-store';

export const companyOverviewKey = [...SESSION_SCOPE, 'company', 'overview'] as const;

/** The representative's company and its mission counts; `company.updated` keeps it current. */
export const companyOverviewQuery = () =>
  queryOptions({
    queryKey: companyOverviewKey,
    queryFn: ({ signal }) => companiesApi.companyOverview({ signal }),
    staleTime: pushedDocumentStaleTime,
  });

export const companyRepKey = [...SESSION_SCOPE, 'company', 'rep'] as const;

/** The signed-in representative with their permission flags; `account.updated` refreshes it. */
export const companyRepQuery = () =>
  queryOptions({
    queryKey: companyRepKey,
    queryFn: ({ signal }) => companiesApi.companyRepMe({ signal }),
  });

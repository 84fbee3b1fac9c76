import type { AdminCompaniesQuery, AdminCompanyRepsQuery } from '@morphic/contracts';
import { queryOptions } from '@tanstack/react-query';
import { companiesApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';

/** Every cached company and representative list and company of the admin console. */
export const companiesConsoleKey = [...SESSION_SCOPE, 'admin', 'companies-console'] as const;

/** The Companies tab as it opens (no filter): every company. */
export const ALL_COMPANIES = {
  search: '',
  status: '',
  jira_configured: '',
} as const satisfies AdminCompaniesQuery;

export const adminCompaniesQuery = (query: AdminCompaniesQuery) =>
  queryOptions({
    queryKey: [...companiesConsoleKey, 'companies', query],
    queryFn: ({ signal }) => companiesApi.adminCompanies({ query, signal }),
  });

/** One company with its missions (the company analysis screen). */
export const adminCompanyQuery = (id: string) =>
  queryOptions({
    queryKey: [...companiesConsoleKey, 'company', id],
    queryFn: ({ signal }) => companiesApi.adminCompany({ params: { id }, signal }),
  });

export const adminCompanyRepsQuery = (query: AdminCompanyRepsQuery) =>
  queryOptions({
    queryKey: [...companiesConsoleKey, 'reps', query],
    queryFn: ({ signal }) => companiesApi.adminCompanyReps({ query, signal }),
  });

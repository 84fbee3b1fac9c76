import type { AdminListDefinition } from '../admin-list/list-definition';
import { ANY, filterValue } from './filter-options';
import { adminCompaniesQuery, adminCompanyRepsQuery } from './queries';

/** The Companies tab's list: the search typed, status and Jira chosen; every company at first. */
export const COMPANIES_LIST: AdminListDefinition<
  { search: string; status: string; jira: string },
  ReturnType<typeof adminCompaniesQuery>
> = {
  initial: { search: '', status: ANY, jira: ANY },
  typed: ['search'],
  query: ({ search, status, jira }) =>
    adminCompaniesQuery({
      search,
      status: filterValue(status),
      jira_configured: filterValue(jira),
    }),
};

/** The Company-reps tab's list: the search typed, status and company chosen; everyone at first. */
export const COMPANY_REPS_LIST: AdminListDefinition<
  { search: string; status: string; company: string },
  ReturnType<typeof adminCompanyRepsQuery>
> = {
  initial: { search: '', status: ANY, company: ANY },
  typed: ['search'],
  query: ({ search, status, company }) =>
    adminCompanyRepsQuery({
      search,
      status: filterValue(status),
      company_id: filterValue(company),
    }),
};

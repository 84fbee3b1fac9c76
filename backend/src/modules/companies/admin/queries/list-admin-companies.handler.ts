import { COMPANIES_COLLECTION, type CompanyDoc } from '@morphic/contracts/server';
import type { AdminCompaniesParams, AdminCompaniesResponse } from '@morphic/contracts';
import type { Filter, ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';
import { searchFilter } from '../../../identity/accounts/account-filters';
import { toAdminCompany } from '../admin-views';
import { JiraReadiness } from '../jira-readiness';

/** The System console's company list, newest first (deleted companies left out). */
export class ListAdminCompanies extends Query<AdminCompaniesResponse> {
  constructor(readonly query: AdminCompaniesParams) {
    super();
  }
}

@QueryHandler(ListAdminCompanies)
export class ListAdminCompaniesHandler implements IQueryHandler<ListAdminCompanies> {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly jira: JiraReadiness,
  ) {}

  async execute({ query }: ListAdminCompanies): Promise<AdminCompaniesResponse> {
    const conditions: Filter[] = [{ deleted_at: null }];
    const search = searchFilter(query.search, ['company_name', 'email', 'contact_person_name']);
    if (search) conditions.push(search);
    if (query.status) conditions.push({ status: query.status });
    const companies = await this.store
      .collection<CompanyDoc>(COMPANIES_COLLECTION)
      .find({ $and: conditions }, { sort: { created_at: -1, _id: 1 } });
    const ready = await this.jira.readyCompanies(companies.map((company) => company._id));
    const listed = companies
      .map((company) => toAdminCompany(company, ready.has(company._id)))
      .filter(
        (company) =>
          query.jira_configured === undefined || company.jira_configured === query.jira_configured,
      );
    return { success: true, companies: listed };
  }
}

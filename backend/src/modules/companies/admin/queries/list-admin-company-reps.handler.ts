import {
  ACCOUNTS_COLLECTION,
  COMPANIES_COLLECTION,
  type AccountDoc,
  type CompanyDoc,
} from '@morphic/contracts/server';
import type { AdminCompanyRepsParams, AdminCompanyRepsResponse } from '@morphic/contracts';
import type { Filter, ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';
import { searchFilter } from '../../../identity/accounts/account-filters';
import { toAdminCompanyRep } from '../admin-views';

/** The System console's representative list, newest first (deleted ones left out). */
export class ListAdminCompanyReps extends Query<AdminCompanyRepsResponse> {
  constructor(readonly query: AdminCompanyRepsParams) {
    super();
  }
}

@QueryHandler(ListAdminCompanyReps)
export class ListAdminCompanyRepsHandler implements IQueryHandler<ListAdminCompanyReps> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ query }: ListAdminCompanyReps): Promise<AdminCompanyRepsResponse> {
    const conditions: Filter[] = [{ type: 'company_rep', deleted_at: null }];
    const search = searchFilter(query.search);
    if (search) conditions.push(search);
    if (query.status) conditions.push({ status: query.status });
    if (query.company_id) conditions.push({ company_id: query.company_id });
    const reps = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .find({ $and: conditions }, { sort: { created_at: -1, _id: 1 } });
    const companyIds = [...new Set(reps.flatMap((rep) => rep.company_id ?? []))];
    const companies = await this.store
      .collection<CompanyDoc>(COMPANIES_COLLECTION)
      .find({ _id: { $in: companyIds } }, { projection: { _id: 1, company_name: 1 } });
    const byId = new Map(companies.map((company) => [company._id, company]));
    return {
      success: true,
      company_reps: reps.map((rep) =>
        toAdminCompanyRep(rep, byId.get(rep.company_id ?? '') ?? null),
      ),
    };
  }
}

import {
  ACCOUNTS_COLLECTION,
  COMPANIES_COLLECTION,
  type AccountDoc,
  type CompanyDoc,
} from '@morphic/contracts/server';
import { IMPERSONATION_TEXTS, type AdminCompanyRep } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';
import { toAdminCompanyRep } from '../admin-views';

/** One representative as the console's table shows it; 404 when unknown or deleted. */
export class GetAdminCompanyRep extends Query<AdminCompanyRep> {
  constructor(readonly repId: string) {
    super();
  }
}

@QueryHandler(GetAdminCompanyRep)
export class GetAdminCompanyRepHandler implements IQueryHandler<GetAdminCompanyRep> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ repId }: GetAdminCompanyRep): Promise<AdminCompanyRep> {
    const rep = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ _id: repId, type: 'company_rep', deleted_at: null });
    if (!rep) throw new NotFoundException(IMPERSONATION_TEXTS.companyRepNotFound);
    const company = rep.company_id
      ? await this.store
          .collection<CompanyDoc>(COMPANIES_COLLECTION)
          .findOne({ _id: rep.company_id }, { projection: { _id: 1, company_name: 1 } })
      : null;
    return toAdminCompanyRep(rep, company);
  }
}

import {
  ACCOUNTS_COLLECTION,
  COMPANIES_COLLECTION,
  type AccountDoc,
  type CompanyDoc,
} from '@morphic/contracts/server';
import type { CompanyRepRecord } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

/** The company representative record of spec 01 section 3 ("Company rep user"). */
function toCompanyRepRecord(account: AccountDoc, company: CompanyDoc | null): CompanyRepRecord {
  return {
    id: account._id,
    email: account.email,
    first_name: account.first_name,
    last_name: account.last_name,
    full_name: account.full_name,
    role: account.rep_role ?? 'representative',
    type: 'company_rep',
    status: account.status,
    company_id: account.company_id,
    company_status: company?.status ?? null,
    company: company ? { company_name: company.company_name } : null,
    company_name: company?.company_name ?? null,
    permissions: account.permissions,
    created_at: account.created_at,
  };
}

export class GetCompanyRep extends Query<CompanyRepRecord> {
  constructor(readonly repId: string) {
    super();
  }
}

@QueryHandler(GetCompanyRep)
export class GetCompanyRepHandler implements IQueryHandler<GetCompanyRep> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ repId }: GetCompanyRep): Promise<CompanyRepRecord> {
    const account = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ _id: repId, type: 'company_rep' });
    if (!account) throw new NotFoundException('Company representative not found');
    const company = account.company_id
      ? await this.store
          .collection<CompanyDoc>(COMPANIES_COLLECTION)
          .findOne({ _id: account.company_id })
      : null;
    return toCompanyRepRecord(account, company);
  }
}

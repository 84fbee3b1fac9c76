import {
  COMPANIES_COLLECTION,
  MISSIONS_COLLECTION,
  type CompanyDoc,
  type MissionDoc,
} from '@morphic/contracts/server';
import { COMPANY_TEXTS, type AdminCompanyResponse } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { companyReputation, toMission } from '@morphic/projections';
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';
import { toAdminCompany } from '../admin-views';
import { JiraReadiness } from '../jira-readiness';

/**
 * One company with its missions, newest first, and its reputation (the company analysis
 * screen); 404 when unknown.
 */
export class GetAdminCompany extends Query<AdminCompanyResponse> {
  constructor(readonly companyId: string) {
    super();
  }
}

@QueryHandler(GetAdminCompany)
export class GetAdminCompanyHandler implements IQueryHandler<GetAdminCompany> {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly jira: JiraReadiness,
  ) {}

  async execute({ companyId }: GetAdminCompany): Promise<AdminCompanyResponse> {
    const [company, missions, reputation] = await Promise.all([
      this.store
        .collection<CompanyDoc>(COMPANIES_COLLECTION)
        .findOne({ _id: companyId, deleted_at: null }),
      this.store
        .collection<MissionDoc>(MISSIONS_COLLECTION)
        .find({ company_id: companyId, withdrawn_at: null }, { sort: { created_at: -1, _id: 1 } }),
      companyReputation(this.store, companyId),
    ]);
    if (!company) throw new NotFoundException(COMPANY_TEXTS.companyNotFound);
    const ready = await this.jira.readyCompanies([companyId]);
    return {
      success: true,
      company: toAdminCompany(company, ready.has(companyId)),
      missions: missions.map(toMission),
      reputation,
    };
  }
}

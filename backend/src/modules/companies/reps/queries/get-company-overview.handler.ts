import {
  ACCOUNTS_COLLECTION,
  COMPANIES_COLLECTION,
  MISSIONS_COLLECTION,
  type AccountDoc,
  type CompanyDoc,
  type MissionDoc,
} from '@morphic/contracts/server';
import type { CompanyOverviewResponse, MissionStatus } from '@morphic/contracts';
import { toCompanyOverview } from '@morphic/projections';
import type { ReadStore } from '@morphic/stores';
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

const IN_PROGRESS: readonly MissionStatus[] = ['assigned', 'submitted'];
const COMPLETED: readonly MissionStatus[] = ['validated', 'paid'];

/** A representative's company and how its missions stand. */
export class GetCompanyOverview extends Query<CompanyOverviewResponse> {
  constructor(readonly repId: string) {
    super();
  }
}

@QueryHandler(GetCompanyOverview)
export class GetCompanyOverviewHandler implements IQueryHandler<GetCompanyOverview> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ repId }: GetCompanyOverview): Promise<CompanyOverviewResponse> {
    const account = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ _id: repId, type: 'company_rep' });
    const company = account?.company_id
      ? await this.store
          .collection<CompanyDoc>(COMPANIES_COLLECTION)
          .findOne({ _id: account.company_id })
      : null;
    if (!company) throw new NotFoundException('Company not found');
    const missions = this.store.collection<MissionDoc>(MISSIONS_COLLECTION);
    const [totalMissions, inProgressMissions, completedMissions] = await Promise.all([
      missions.count({ company_id: company._id }),
      missions.count({ company_id: company._id, status: { $in: IN_PROGRESS } }),
      missions.count({ company_id: company._id, status: { $in: COMPLETED } }),
    ]);
    return {
      success: true,
      company: toCompanyOverview(company),
      stats: { totalMissions, inProgressMissions, completedMissions },
    };
  }
}

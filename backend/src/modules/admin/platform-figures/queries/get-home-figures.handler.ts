import type { HomeFiguresResponse } from '@morphic/contracts';
import {
  ACCOUNTS_COLLECTION,
  COMPANIES_COLLECTION,
  type AccountDoc,
  type CompanyDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

/** The Home tab's status panel: who is on the platform, and how long the server has run. */
export class GetHomeFigures extends Query<HomeFiguresResponse> {}

@QueryHandler(GetHomeFigures)
export class GetHomeFiguresHandler implements IQueryHandler<GetHomeFigures> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute(): Promise<HomeFiguresResponse> {
    const accounts = this.store.collection<AccountDoc>(ACCOUNTS_COLLECTION);
    const [operators, companyReps, companies] = await Promise.all([
      accounts.count({ type: 'operator', deleted_at: { $exists: false } }),
      accounts.count({ type: 'company_rep', deleted_at: { $exists: false } }),
      this.store.collection<CompanyDoc>(COMPANIES_COLLECTION).count({ deleted_at: null }),
    ]);
    const uptimeSeconds = Math.floor(process.uptime());
    return {
      operators,
      companies,
      company_reps: companyReps,
      uptime_seconds: uptimeSeconds,
      started_at: new Date(Date.now() - uptimeSeconds * 1000).toISOString(),
    };
  }
}

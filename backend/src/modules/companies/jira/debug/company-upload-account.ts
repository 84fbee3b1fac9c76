import { COMPANY_TEXTS } from '@morphic/contracts';
import {
  COMPANIES_COLLECTION,
  type CompanyDoc,
  type JiraAccountDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { READ_STORE } from '#infrastructure/tokens';
import { JiraAccounts } from '../jira-accounts';

/** The Jira account a company uploads through: its primary, else its first (null: none). */
@Injectable()
export class CompanyUploadAccount {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly accounts: JiraAccounts,
  ) {}

  /** 404 for a company that does not exist (or was deleted). */
  async of(companyId: string): Promise<JiraAccountDoc | null> {
    const company = await this.store
      .collection<CompanyDoc>(COMPANIES_COLLECTION)
      .findOne({ _id: companyId, deleted_at: null });
    if (!company) throw new NotFoundException(COMPANY_TEXTS.companyNotFound);
    return this.accounts.mainOfCompany(companyId);
  }
}

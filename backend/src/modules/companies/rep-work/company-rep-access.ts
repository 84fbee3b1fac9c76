import {
  ACCOUNTS_COLLECTION,
  COMPANIES_COLLECTION,
  STREAMS,
  type AccountDoc,
  type CompanyDoc,
} from '@morphic/contracts/server';
import { COMPANY_WORK_TEXTS, MESSAGES, type CompanyRepPermissions } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { Principal } from '#infrastructure/auth/principal';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import { READ_STORE } from '#infrastructure/tokens';
import { assertCompanyActive } from '../company-holding';
import { companyRepDecider, companyRepExists } from '../company-rep/company-rep.decider';
import { companyDecider, companyExists } from '../company/company.decider';

export interface RepAtWork {
  readonly account: AccountDoc;
  readonly company: CompanyDoc;
}

/**
 * What a representative may do with their company's work: only for an active company (423 with
 * the holding reason otherwise), and only with the permission flag the action needs (403).
 * Both are decided from the representative's and the company's streams, so an admin's
 * suspension or a permission taken away holds from the moment it is recorded; the read model
 * gives only the documents the caller works with.
 */
@Injectable()
export class CompanyRepAccess {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async assertAllowed(
    principal: Principal,
    permission?: keyof CompanyRepPermissions,
  ): Promise<RepAtWork> {
    if (principal.type !== 'company_rep') throw new ForbiddenException(MESSAGES.forbidden);
    const { state: rep } = await this.aggregates.load(
      STREAMS.companyRep(principal.accountId),
      companyRepDecider,
    );
    if (!companyRepExists(rep) || !rep.companyId) throw new ForbiddenException(MESSAGES.forbidden);
    const { state: company } = await this.aggregates.load(
      STREAMS.company(rep.companyId),
      companyDecider,
    );
    assertCompanyActive(companyExists(company) ? company.status : null);
    if (permission && !rep.profile?.permissions[permission]) {
      throw new ForbiddenException(COMPANY_WORK_TEXTS.permissionRequired(permission));
    }
    const [account, companyDoc] = await Promise.all([
      this.store
        .collection<AccountDoc>(ACCOUNTS_COLLECTION)
        .findOne({ _id: principal.accountId, type: 'company_rep' }),
      this.store.collection<CompanyDoc>(COMPANIES_COLLECTION).findOne({ _id: rep.companyId }),
    ]);
    if (!account || !companyDoc) throw new ForbiddenException(MESSAGES.forbidden);
    return { account, company: companyDoc };
  }
}

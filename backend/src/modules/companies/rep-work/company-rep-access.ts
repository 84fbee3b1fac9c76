import {
  ACCOUNTS_COLLECTION,
  COMPANIES_COLLECTION,
  type AccountDoc,
  type CompanyDoc,
} from '@morphic/contracts/server';
import { COMPANY_WORK_TEXTS, MESSAGES, type CompanyRepPermissions } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { Principal } from '../../../infrastructure/auth/principal';
import { READ_STORE } from '../../../infrastructure/tokens';
import { activeCompany } from '../company-holding';

export interface RepAtWork {
  readonly account: AccountDoc;
  readonly company: CompanyDoc;
}

/**
 * What a representative may do with their company's work: only for an active company (423 with
 * the holding reason otherwise), and only with the permission flag the action needs (403).
 */
@Injectable()
export class CompanyRepAccess {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async assertAllowed(
    principal: Principal,
    permission?: keyof CompanyRepPermissions,
  ): Promise<RepAtWork> {
    const account = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ _id: principal.accountId, type: 'company_rep' });
    if (!account) throw new ForbiddenException(MESSAGES.forbidden);
    const company = activeCompany(
      account.company_id
        ? await this.store
            .collection<CompanyDoc>(COMPANIES_COLLECTION)
            .findOne({ _id: account.company_id })
        : null,
    );
    if (permission && !account.permissions?.[permission]) {
      throw new ForbiddenException(COMPANY_WORK_TEXTS.permissionRequired(permission));
    }
    return { account, company };
  }
}

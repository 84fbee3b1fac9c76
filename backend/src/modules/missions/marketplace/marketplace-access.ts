import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import { MARKETPLACE_TEXTS, MESSAGES, hasAnyRole } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { allows } from '#infrastructure/auth/access.guard';
import type { Principal } from '#infrastructure/auth/principal';
import { READ_STORE } from '#infrastructure/tokens';
import { COMPANY_REP_READERS, type CompanyRepReaders } from './company-rep-readers.port';

/** The marketplace is open to operators who completed onboarding; founders are exempt. */
@Injectable()
export class MarketplaceAccess {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(COMPANY_REP_READERS) private readonly companyReps: CompanyRepReaders,
  ) {}

  /** The caller's account; 403 with the spec's text unless onboarding is complete. */
  async assertOpenTo(principal: Principal): Promise<AccountDoc | null> {
    const account = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ _id: principal.accountId });
    if (hasAnyRole(principal.roles, ['founder'])) return account;
    if (!account?.onboarding_completed)
      throw new ForbiddenException(MARKETPLACE_TEXTS.completeOnboarding);
    return account;
  }

  /**
   * Who may read the marketplace: whoever may take its tasks, and company representatives,
   * exempt from onboarding (spec 02 section 2), who read it only while their company is active.
   */
  async assertReadableBy(principal: Principal): Promise<AccountDoc | null> {
    if (principal.type === 'company_rep') {
      return this.companyReps.assertMayRead(principal);
    }
    if (!allows('operator', principal)) throw new ForbiddenException(MESSAGES.forbidden);
    return this.assertOpenTo(principal);
  }
}

import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import { MARKETPLACE_TEXTS, hasAnyRole } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { Principal } from '../../../infrastructure/auth/principal';
import { READ_STORE } from '../../../infrastructure/tokens';

/** The marketplace is open to operators who completed onboarding; founders are exempt. */
@Injectable()
export class MarketplaceAccess {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

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
}

import {
  ACCOUNTS_COLLECTION,
  COMPANIES_COLLECTION,
  type AccountDoc,
  type CompanyDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import type { SessionUser } from '@morphic/contracts';
import { toSessionUser } from '@morphic/projections';
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AppConfig } from '#infrastructure/config/app-config';
import { APP_CONFIG, READ_STORE } from '#infrastructure/tokens';

/** The signed-in user of spec 01 ("Session user"). */
export class GetSessionUser extends Query<SessionUser> {
  constructor(
    readonly accountId: string,
    readonly impersonatedBy: string | null,
  ) {
    super();
  }
}

@QueryHandler(GetSessionUser)
export class GetSessionUserHandler implements IQueryHandler<GetSessionUser> {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ accountId, impersonatedBy }: GetSessionUser): Promise<SessionUser> {
    const account = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ _id: accountId });
    if (!account) throw new NotFoundException('Account not found');
    const company = account.company_id
      ? await this.store
          .collection<CompanyDoc>(COMPANIES_COLLECTION)
          .findOne({ _id: account.company_id })
      : null;
    return toSessionUser(account, {
      company,
      founderUsernames: this.config.founderUsernames,
      impersonatedBy,
    });
  }
}

import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import { OPERATORS_CONSOLE_TEXTS, type AdminOperatorFull } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AppConfig } from '#infrastructure/config/app-config';
import { APP_CONFIG, READ_STORE } from '#infrastructure/tokens';
import { toAdminOperatorFull } from '../admin-operator-view';

/** One operator account with every field the console edits (404 when there is none). */
export class GetAdminOperator extends Query<AdminOperatorFull> {
  constructor(readonly operatorId: string) {
    super();
  }
}

@QueryHandler(GetAdminOperator)
export class GetAdminOperatorHandler implements IQueryHandler<GetAdminOperator> {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ operatorId }: GetAdminOperator): Promise<AdminOperatorFull> {
    const account = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ _id: operatorId, type: 'operator' });
    if (!account || account.deleted_at) {
      throw new NotFoundException(OPERATORS_CONSOLE_TEXTS.operatorNotFound);
    }
    return toAdminOperatorFull(account, this.config.founderUsernames);
  }
}

import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import { OPERATOR_RECORD_TEXTS, type OperatorRecord } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AppConfig } from '#infrastructure/config/app-config';
import { APP_CONFIG, READ_STORE } from '#infrastructure/tokens';
import { toOperatorRecord } from '../operator-record';

/** One operator's record (404 for an unknown id or a company representative). */
export class GetOperatorRecord extends Query<OperatorRecord> {
  constructor(readonly operatorId: string) {
    super();
  }
}

@QueryHandler(GetOperatorRecord)
export class GetOperatorRecordHandler implements IQueryHandler<GetOperatorRecord> {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ operatorId }: GetOperatorRecord): Promise<OperatorRecord> {
    const account = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ _id: operatorId, type: 'operator' });
    if (!account) throw new NotFoundException(OPERATOR_RECORD_TEXTS.notFound);
    return toOperatorRecord(account, this.config.founderUsernames);
  }
}

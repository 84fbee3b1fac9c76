import { ACCOUNTS_COLLECTION, type AccountCv, type AccountDoc } from '@morphic/contracts/server';
import { CV_TEXTS } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

/** An account's current CV as the file store keeps it; 404 when it has none. */
export class GetStoredCv extends Query<AccountCv> {
  constructor(readonly accountId: string) {
    super();
  }
}

@QueryHandler(GetStoredCv)
export class GetStoredCvHandler implements IQueryHandler<GetStoredCv> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ accountId }: GetStoredCv): Promise<AccountCv> {
    const account = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ _id: accountId }, { projection: { cv: 1 } });
    if (!account?.cv) throw new NotFoundException(CV_TEXTS.notFound);
    return account.cv;
  }
}

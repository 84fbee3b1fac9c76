import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

/** Whether a company representative account signs in with this email. */
export class HasCompanyAccount extends Query<boolean> {
  constructor(readonly email: string | null) {
    super();
  }
}

@QueryHandler(HasCompanyAccount)
export class HasCompanyAccountHandler implements IQueryHandler<HasCompanyAccount> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ email }: HasCompanyAccount): Promise<boolean> {
    if (!email) return false;
    const count = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .count({ email_lower: email.trim().toLowerCase(), type: 'company_rep' });
    return count > 0;
  }
}

import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import {
  parseRoles,
  type AdminOperatorsParams,
  type AdminOperatorsResponse,
  type Role,
} from '@morphic/contracts';
import type { Filter, ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AppConfig } from '#infrastructure/config/app-config';
import { APP_CONFIG, READ_STORE } from '#infrastructure/tokens';
import { roleFilter, searchFilter } from '../../../identity/accounts/account-filters';
import { toAdminOperatorFull } from '../admin-operator-view';

/** The System console's operator list, newest first, one page at a time. */
export class ListOperators extends Query<AdminOperatorsResponse> {
  constructor(readonly query: AdminOperatorsParams) {
    super();
  }
}

@QueryHandler(ListOperators)
export class ListOperatorsHandler implements IQueryHandler<ListOperators> {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ query }: ListOperators): Promise<AdminOperatorsResponse> {
    const founders = this.config.founderUsernames;
    const conditions: Filter[] = [{ type: 'operator', deleted_at: null }];
    const search = searchFilter(query.q);
    if (search) conditions.push(search);
    const roles: Role[] = query.role === 'all' ? [] : parseRoles(query.role);
    for (const role of roles) conditions.push(roleFilter(role, founders));
    if (query.cohort) conditions.push({ cohort: query.cohort });
    const filter = { $and: conditions };

    const accounts = this.store.collection<AccountDoc>(ACCOUNTS_COLLECTION);
    const [total, page] = await Promise.all([
      accounts.count(filter),
      accounts.find(filter, {
        sort: { created_at: -1, _id: 1 },
        skip: (query.page - 1) * query.page_size,
        limit: query.page_size,
      }),
    ]);
    return {
      success: true,
      operators: page.map((account) => toAdminOperatorFull(account, founders)),
      total,
      page: query.page,
      page_size: query.page_size,
    };
  }
}

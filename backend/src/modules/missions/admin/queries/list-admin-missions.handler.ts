import { MISSIONS_COLLECTION, type MissionDoc } from '@morphic/contracts/server';
import type { AdminMissionsParams, AdminMissionsResponse } from '@morphic/contracts';
import type { Filter, ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';
import { searchFilter } from '../../../identity/accounts/account-filters';
import { handlesFor, toAdminMission } from '../admin-mission-views';

/** The System console's mission list: one page, newest first, withdrawn missions left out. */
export class ListAdminMissions extends Query<AdminMissionsResponse> {
  constructor(readonly query: AdminMissionsParams) {
    super();
  }
}

@QueryHandler(ListAdminMissions)
export class ListAdminMissionsHandler implements IQueryHandler<ListAdminMissions> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ query }: ListAdminMissions): Promise<AdminMissionsResponse> {
    const conditions: Filter[] = [{ withdrawn_at: null }];
    const search = searchFilter(query.q, ['title', 'description', '_id', 'jira_key']);
    if (search) conditions.push(search);
    if (query.status) conditions.push({ status: query.status });
    if (query.owner_operator_id) conditions.push({ owner_operator_id: query.owner_operator_id });
    const missions = this.store.collection<MissionDoc>(MISSIONS_COLLECTION);
    const filter = { $and: conditions };
    const [total, page] = await Promise.all([
      missions.count(filter),
      missions.find(filter, {
        sort: { created_at: -1, _id: 1 },
        skip: (query.page - 1) * query.page_size,
        limit: query.page_size,
      }),
    ]);
    const handles = await handlesFor(this.store, page);
    return {
      success: true,
      missions: page.map((doc) => toAdminMission(doc, handles)),
      total,
      page: query.page,
      page_size: query.page_size,
    };
  }
}

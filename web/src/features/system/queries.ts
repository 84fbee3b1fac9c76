import type { AdminOperatorsQuery } from '@morphic/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';
import { adminConversationsQuery } from '../internal-messages/queries';
import { adminSettingsQuery } from '../settings/queries';
import type { SystemTab } from './system-tabs';

export const OPERATORS_PAGE_SIZE = 20;

/** The Operators tab as it opens: no search, every role, the first page. */
export const FIRST_OPERATORS_PAGE = {
  q: '',
  role: 'all',
  page: 1,
  page_size: OPERATORS_PAGE_SIZE,
} as const satisfies AdminOperatorsQuery;

/** One page of the admins' operator list (search, role filter, page). */
export const adminOperatorsQuery = (query: AdminOperatorsQuery) =>
  queryOptions({
    queryKey: [...SESSION_SCOPE, 'admin', 'operators', query],
    queryFn: ({ signal }) => adminApi.operators({ query, signal }),
  });

/** What a System console tab shows as it opens, for the route to load ahead. */
export function systemTabQueries(tab: SystemTab) {
  switch (tab) {
    case 'operators':
      return [adminOperatorsQuery(FIRST_OPERATORS_PAGE)];
    case 'notifications':
      return [adminConversationsQuery()];
    case 'settings':
      return [adminSettingsQuery()];
  }
}

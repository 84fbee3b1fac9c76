import type { AdminMissionsQuery } from '@morphic/contracts';
import { queryOptions } from '@tanstack/react-query';
import { missionsAdminApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';

/** Every cached mission list and mission analysis of the admin console. */
export const missionsConsoleKey = [...SESSION_SCOPE, 'admin', 'missions-console'] as const;

export const MISSIONS_PAGE_SIZE = 20;

/** The Missions tab as it opens: no filter, the first page. */
export const FIRST_MISSIONS_PAGE = {
  q: '',
  status: '',
  owner_operator_id: '',
  page: 1,
  page_size: MISSIONS_PAGE_SIZE,
} as const satisfies AdminMissionsQuery;

export const adminMissionsQuery = (query: AdminMissionsQuery) =>
  queryOptions({
    queryKey: [...missionsConsoleKey, 'list', query],
    queryFn: ({ signal }) => missionsAdminApi.adminMissions({ query, signal }),
  });

/** The mission analysis screen's data. */
export const adminMissionStatsQuery = (id: string) =>
  queryOptions({
    queryKey: [...missionsConsoleKey, 'stats', id],
    queryFn: ({ signal }) => missionsAdminApi.adminMissionStats({ params: { id }, signal }),
  });

import { queryOptions } from '@tanstack/react-query';
import { systemFiguresApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';

export const projectionsOverviewKey = [...SESSION_SCOPE, 'admin', 'projections'] as const;

/** Every projection and reactor with its position, lag and state, and the online rebuilds. */
export const projectionsOverviewQuery = () =>
  queryOptions({
    queryKey: projectionsOverviewKey,
    queryFn: ({ signal }) => systemFiguresApi.listProjections({ signal }),
  });

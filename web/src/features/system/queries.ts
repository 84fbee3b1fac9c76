import { ADMIN_OPERATORS_PAGE_SIZE, type AdminOperatorsQuery } from '@morphic/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';

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

/** The Admins or Validators tab as it opens: every founder or validator, unsearched. */
export const staffListQuery = (role: 'founder' | 'validator') =>
  ({
    q: '',
    role,
    page_size: ADMIN_OPERATORS_PAGE_SIZE.max,
  }) as const satisfies AdminOperatorsQuery;

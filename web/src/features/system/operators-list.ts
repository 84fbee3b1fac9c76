import type { OperatorRoleFilter } from '@morphic/contracts';
import type { AdminListDefinition } from '../admin-list/list-definition';
import { FIRST_OPERATORS_PAGE, OPERATORS_PAGE_SIZE, adminOperatorsQuery } from './queries';

/** The Operators tab's list: search and cohort typed, the role chosen, 20 to a page. */
export const OPERATORS_LIST: AdminListDefinition<
  { q: string; role: OperatorRoleFilter; cohort: string },
  ReturnType<typeof adminOperatorsQuery>
> = {
  initial: { q: FIRST_OPERATORS_PAGE.q, role: FIRST_OPERATORS_PAGE.role, cohort: '' },
  typed: ['q', 'cohort'],
  query: ({ q, role, cohort }, page) =>
    adminOperatorsQuery({
      q,
      role,
      ...(cohort ? { cohort } : {}),
      page,
      page_size: OPERATORS_PAGE_SIZE,
    }),
};

import type { AdminListDefinition } from '../admin-list/list-definition';
import { ANY, filterValue } from '../companies-console/filter-options';
import { FIRST_MISSIONS_PAGE, MISSIONS_PAGE_SIZE, adminMissionsQuery } from './queries';

/** The Tasks (missions) tab's list: search and owner typed, the status chosen, 20 to a page. */
export const MISSIONS_LIST: AdminListDefinition<
  { q: string; status: string; owner: string },
  ReturnType<typeof adminMissionsQuery>
> = {
  initial: { q: FIRST_MISSIONS_PAGE.q, status: ANY, owner: FIRST_MISSIONS_PAGE.owner_operator_id },
  typed: ['q', 'owner'],
  query: ({ q, status, owner }, page) =>
    adminMissionsQuery({
      q,
      status: filterValue(status),
      owner_operator_id: owner,
      page,
      page_size: MISSIONS_PAGE_SIZE,
    }),
};

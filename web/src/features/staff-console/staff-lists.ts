import type { AdminListDefinition } from '../admin-list/list-definition';
import { adminOperatorsQuery, staffListQuery } from '../system/queries';

/** The Admins or Validators tab's list: the search typed; every founder or validator on one page. */
export type StaffListDefinition = AdminListDefinition<
  { q: string },
  ReturnType<typeof adminOperatorsQuery>
>;

const staffList = (role: 'founder' | 'validator'): StaffListDefinition => ({
  initial: { q: staffListQuery(role).q },
  typed: ['q'],
  query: ({ q }) => adminOperatorsQuery({ ...staffListQuery(role), q }),
});

/** The Admins tab's list (the founders) and the Validators tab's, by role. */
export const STAFF_LISTS = {
  founder: staffList('founder'),
  validator: staffList('validator'),
} as const satisfies Record<'founder' | 'validator', StaffListDefinition>;

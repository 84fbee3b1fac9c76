import type { SessionUser } from '@morphic/contracts';
import { operatorRecordQuery } from '../account/queries';

/** Whose record /profile shows: the signed-in operator's own; a company rep has none. */
export const profileOperatorId = (user: SessionUser): string | null =>
  user.type === 'operator' ? user.operator_id : null;

/** What /profile shows besides the session user: the operator's record, if there is one. */
export function profilePageQueries(user: SessionUser) {
  const operatorId = profileOperatorId(user);
  return operatorId ? [operatorRecordQuery(operatorId)] : [];
}

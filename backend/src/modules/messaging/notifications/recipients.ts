import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import type { Filter, ReadStore } from '@morphic/stores';
import type { SendNotificationCommand } from '@morphic/contracts';
import { roleFilter } from '../../admin/operators/account-filters';

/**
 * Who an admin notification goes to: the one account named (any type), or every operator
 * account (with the role, for a role target) that is not suspended.
 */
export async function notificationRecipients(
  store: ReadStore,
  request: Pick<SendNotificationCommand, 'targetType' | 'operatorId' | 'role'>,
  founderUsernames: ReadonlySet<string>,
): Promise<string[]> {
  const active: Filter = { type: 'operator', status: { $ne: 'suspended' } };
  let filter: Filter;
  if (request.targetType === 'single') {
    if (!request.operatorId) return [];
    filter = { _id: request.operatorId };
  } else if (request.targetType === 'role') {
    if (!request.role) return [];
    filter = { $and: [active, roleFilter(request.role, founderUsernames)] };
  } else {
    filter = active;
  }
  const docs = await store
    .collection<AccountDoc>(ACCOUNTS_COLLECTION)
    .find(filter, { sort: { created_at: 1 }, projection: { _id: 1 } });
  return docs.map((doc) => doc._id);
}

import {
  ACCOUNTS_COLLECTION,
  ASSIGNMENTS_COLLECTION,
  type AccountDoc,
  type AssignmentDoc,
} from '@morphic/contracts/server';
import type { Filter, ReadStore } from '@morphic/stores';
import { regionOfTimezone, type SendNotificationCommand } from '@morphic/contracts';
import { roleFilter } from '../../identity/accounts/account-filters';

type Target = Pick<
  SendNotificationCommand,
  'targetType' | 'operatorId' | 'role' | 'region' | 'taskId'
>;

/** Operator accounts that receive broadcasts: neither suspended nor deleted. */
const ACTIVE_OPERATORS: Filter = {
  type: 'operator',
  status: { $ne: 'suspended' },
  deleted_at: null,
};

/** The operator's timezone: an admin's setting first, else the character report's. */
const timezoneOf = (account: AccountDoc): string | null =>
  account.timezone ?? account.character_report_data?.availability.timezone ?? null;

/** The operators holding an assignment of the mission that was not given back. */
async function assignedTo(store: ReadStore, missionId: string): Promise<Filter> {
  const assignments = await store
    .collection<AssignmentDoc>(ASSIGNMENTS_COLLECTION)
    .find(
      { mission_id: missionId, state: { $ne: 'released' } },
      { projection: { _id: 1, operator_id: 1 } },
    );
  return { _id: { $in: [...new Set(assignments.map((a) => a.operator_id))] } };
}

/**
 * Who an admin notification goes to: the one account named (any type, unless deleted), or
 * every active operator with the role, in the region (by timezone), or assigned to the task;
 * `all` and `template` reach every active operator.
 */
export async function notificationRecipients(
  store: ReadStore,
  target: Target,
  founderUsernames: ReadonlySet<string>,
): Promise<string[]> {
  const accounts = store.collection<AccountDoc>(ACCOUNTS_COLLECTION);
  const find = async (filter: Filter, withTimezone = false) =>
    accounts.find(filter, {
      sort: { created_at: 1 },
      projection: withTimezone ? { _id: 1, timezone: 1, character_report_data: 1 } : { _id: 1 },
    });
  switch (target.targetType) {
    case 'single':
      if (!target.operatorId) return [];
      return (await find({ _id: target.operatorId, deleted_at: null })).map((doc) => doc._id);
    case 'role':
      if (!target.role) return [];
      return (
        await find({ $and: [ACTIVE_OPERATORS, roleFilter(target.role, founderUsernames)] })
      ).map((doc) => doc._id);
    case 'region': {
      const region = target.region;
      if (!region) return [];
      const operators = await find(ACTIVE_OPERATORS, true);
      return operators
        .filter((account) => regionOfTimezone(timezoneOf(account)) === region)
        .map((doc) => doc._id);
    }
    case 'task':
      if (!target.taskId) return [];
      return (await find({ $and: [ACTIVE_OPERATORS, await assignedTo(store, target.taskId)] })).map(
        (doc) => doc._id,
      );
    case 'all':
    case 'template':
      return (await find(ACTIVE_OPERATORS)).map((doc) => doc._id);
  }
}

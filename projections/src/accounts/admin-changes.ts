import type { AccountDoc } from '@morphic/contracts/server';
import { formatRoles } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import type { ProjectedEvent, Push } from '../runtime/projection';
import { splitName } from './names';
import { accountUpdatePushes, setFromOwnStream } from './operator-updates';

/*
 * An admin's changes to an operator account (System console, spec 03), all on the account's
 * own stream: the console's lists and the operator's own pages read them from `accounts`.
 */

export function applyOperatorRolesChanged(
  event: ProjectedEvent<'OperatorRolesChanged'>,
  store: ReadStore,
): Promise<void> {
  return setFromOwnStream(store, event.data.operator_id, event, {
    role: formatRoles(event.data.roles),
  });
}

/** A suspended account is refused at sign-in (it reads `status` here). */
export function applyOperatorStatusChanged(
  event: ProjectedEvent<'OperatorStatusChanged'>,
  store: ReadStore,
): Promise<void> {
  return setFromOwnStream(store, event.data.operator_id, event, { status: event.data.status });
}

export function applyOperatorFlagsChanged(
  event: ProjectedEvent<'OperatorFlagsChanged'>,
  store: ReadStore,
): Promise<void> {
  const flags = Object.fromEntries(
    Object.entries(event.data.flags).filter(([, value]) => value !== undefined),
  );
  return setFromOwnStream(store, event.data.operator_id, event, flags);
}

/** The details that changed; a new handle or email also changes the lowercase keys. */
export function applyOperatorDetailsChanged(
  event: ProjectedEvent<'OperatorDetailsChanged'>,
  store: ReadStore,
): Promise<void> {
  const { handle, email, full_name: fullName, ...details } = event.data.changes;
  const fields: Partial<AccountDoc> = { ...details };
  if (handle !== undefined)
    Object.assign(fields, { username: handle, username_lower: handle.toLowerCase() });
  if (email !== undefined) Object.assign(fields, { email, email_lower: email.toLowerCase() });
  if (fullName !== undefined) {
    const name = splitName(fullName);
    Object.assign(fields, { full_name: fullName, first_name: name.first, last_name: name.last });
  }
  return setFromOwnStream(store, event.data.operator_id, event, fields);
}

/** Role, status and flags, to the operator's own open pages. */
export function operatorAdminChangePushes(
  event: ProjectedEvent<'OperatorRolesChanged' | 'OperatorFlagsChanged'>,
  store: ReadStore,
): Promise<Push[]> {
  return accountUpdatePushes(store, event.data.operator_id, (account) => ({
    role: account.role,
    onboarding_completed: account.onboarding_completed,
    character_report_completed: account.character_report_completed,
  }));
}

import type { ReadStore } from '@morphic/stores';
import type { ProjectedEvent, Push } from '../runtime/projection';
import { accountUpdatePushes, setFromOwnStream } from './operator-updates';

/**
 * A deleted account (a representative, a company's own sign-in) stays as a tombstone with no
 * name or address: its placeholder frees the unique email index for a new registration.
 */
export async function deleteFromOwnStream(
  store: ReadStore,
  accountId: string,
  event: ProjectedEvent,
): Promise<void> {
  const placeholder = `deleted:${accountId}`;
  await setFromOwnStream(store, accountId, event, {
    username: placeholder,
    username_lower: placeholder,
    email: placeholder,
    email_lower: placeholder,
    full_name: null,
    first_name: null,
    last_name: null,
    phone: null,
    deleted_at: event.metadata.at,
  });
}

export async function applyCompanyRepUpdated(
  event: ProjectedEvent<'CompanyRepUpdated'>,
  store: ReadStore,
): Promise<void> {
  const { data } = event;
  await setFromOwnStream(store, data.rep_id, event, {
    username: data.email,
    username_lower: data.email.toLowerCase(),
    email: data.email,
    email_lower: data.email.toLowerCase(),
    first_name: data.first_name,
    last_name: data.last_name,
    full_name: `${data.first_name} ${data.last_name}`.trim(),
    phone: data.phone,
    rep_role: data.role,
    is_primary_contact: data.is_primary_contact,
    permissions: data.permissions,
  });
}

export async function applyCompanyRepStatusChanged(
  event: ProjectedEvent<'CompanyRepStatusChanged'>,
  store: ReadStore,
): Promise<void> {
  await setFromOwnStream(store, event.data.rep_id, event, { status: event.data.status });
}

export async function applyCompanyRepVerificationSet(
  event: ProjectedEvent<'CompanyRepVerificationSet'>,
  store: ReadStore,
): Promise<void> {
  await setFromOwnStream(store, event.data.rep_id, event, {
    email_verified: event.data.is_verified,
  });
}

/** The edited representative's details and permissions, to their open pages. */
export function companyRepUpdatedPushes(
  event: ProjectedEvent<'CompanyRepUpdated'>,
  store: ReadStore,
): Promise<Push[]> {
  return accountUpdatePushes(store, event.data.rep_id, (account) => ({
    email: account.email,
    full_name: account.full_name,
    first_name: account.first_name,
    last_name: account.last_name,
    role: account.rep_role ?? '',
    permissions: account.permissions,
  }));
}

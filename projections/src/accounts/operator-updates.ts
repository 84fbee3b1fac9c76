import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import { ROOMS, type RealtimePayload } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { updateOnce } from '../runtime/once-per-revision';
import type { ProjectedEvent, Push } from '../runtime/projection';
import { splitName } from './names';

/**
 * Sets fields from an event of the account's own stream, once: an event at or below the
 * document's `stream_revision` was applied already, and applying it again would turn a later
 * change back.
 */
export async function setFromOwnStream(
  store: ReadStore,
  accountId: string,
  event: ProjectedEvent,
  fields: Partial<Omit<AccountDoc, '_id' | 'stream_revision'>>,
): Promise<void> {
  await updateOnce(store.collection<AccountDoc>(ACCOUNTS_COLLECTION), { _id: accountId }, event, {
    $set: fields,
  });
}

/** Fields of the account as it now stands, to its own sockets (`account.updated`). */
export async function accountUpdatePushes(
  store: ReadStore,
  accountId: string,
  fieldsOf: (account: AccountDoc) => Omit<RealtimePayload<'account.updated'>, 'id'>,
): Promise<Push[]> {
  const account = await store
    .collection<AccountDoc>(ACCOUNTS_COLLECTION)
    .findOne({ _id: accountId });
  if (!account) return [];
  return [
    {
      rooms: [ROOMS.user(account._id)],
      message: 'account.updated',
      data: { id: account._id, ...fieldsOf(account) },
    },
  ];
}

/** The profile fields that changed; a new full name also splits into first and last name. */
export async function applyProfileUpdated(
  event: ProjectedEvent<'ProfileUpdated'>,
  store: ReadStore,
): Promise<void> {
  const { operator_id: operatorId, full_name: fullName, ...rest } = event.data;
  const fields: Partial<AccountDoc> = {};
  if (fullName !== undefined) {
    const name = splitName(fullName);
    Object.assign(fields, { full_name: fullName, first_name: name.first, last_name: name.last });
  }
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) Object.assign(fields, { [key]: value });
  }
  await setFromOwnStream(store, operatorId, event, fields);
}

export async function applyCvUploaded(
  event: ProjectedEvent<'CvUploaded'>,
  store: ReadStore,
): Promise<void> {
  const { operator_id: operatorId, ...cv } = event.data;
  await setFromOwnStream(store, operatorId, event, {
    cv: {
      saved_name: cv.saved_name,
      original_name: cv.original_name,
      size: cv.size,
      sha256: cv.sha256,
      kind: cv.kind,
      uploaded_at: cv.uploaded_at,
    },
  });
}

export async function applyCharacterReportSubmitted(
  event: ProjectedEvent<'CharacterReportSubmitted'>,
  store: ReadStore,
): Promise<void> {
  await setFromOwnStream(store, event.data.operator_id, event, {
    character_report_completed: true,
    character_report_data: event.data.report,
  });
}

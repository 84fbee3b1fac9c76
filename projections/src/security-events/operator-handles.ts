import {
  SECURITY_EVENTS_COLLECTION,
  SECURITY_EVENT_HANDLES_COLLECTION,
  deletedOperatorPlaceholder,
  securityEventMessage,
  type SecurityEventDoc,
  type SecurityEventHandlesDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import type { ProjectedEvent } from '../runtime/projection';

const handlesOf = (store: ReadStore) =>
  store.collection<SecurityEventHandlesDoc>(SECURITY_EVENT_HANDLES_COLLECTION);

/** Remembers a handle the operator holds (registered, or given by an admin's edit). */
export async function rememberHandle(
  store: ReadStore,
  operatorId: string,
  handle: string | undefined,
): Promise<void> {
  if (!handle) return;
  const held = await handlesOf(store).findOne({ _id: operatorId });
  if (held?.deleted) return;
  if (held) {
    await handlesOf(store).updateOne({ _id: operatorId }, { $addToSet: { handles: handle } });
  } else {
    await handlesOf(store).insertOne({ _id: operatorId, handles: [handle] });
  }
}

/**
 * The name a new row shows for `username`: the placeholder when the account it names is an
 * operator deleted already (the same append can end their sessions after deleting them).
 */
export async function rowUsername(
  store: ReadStore,
  accountId: string | null | undefined,
  username: string | null,
): Promise<string | null> {
  if (!accountId) return username;
  const held = await handlesOf(store).findOne({ _id: accountId });
  return held?.deleted ? deletedOperatorPlaceholder(accountId).handle : username;
}

/**
 * The log's rows about a deleted operator name the placeholder instead, whatever login was
 * typed on them (handle or email): the rows recorded with the operator's account id, and the
 * older rows recorded before entries kept an account id, under any handle the operator held
 * (as typed or in lower case). Another account's rows under the same handle stay as they are.
 */
export async function anonymiseDeletedOperator(
  event: ProjectedEvent<'OperatorDeleted'>,
  store: ReadStore,
): Promise<void> {
  const id = event.data.operator_id;
  const held = await handlesOf(store).findOne({ _id: id });
  const names = [
    ...new Set((held?.handles ?? []).flatMap((handle) => [handle, handle.toLowerCase()])),
  ];
  const { handle: placeholder } = deletedOperatorPlaceholder(id);
  const rows = store.collection<SecurityEventDoc>(SECURITY_EVENTS_COLLECTION);
  const about = [
    ...(await rows.find({ account_id: id })),
    ...(names.length === 0
      ? []
      : await rows.find({ account_id: { $exists: false }, username: { $in: names } })),
  ];
  for (const row of about) {
    await rows.updateOne(
      { _id: row._id },
      {
        $set: {
          username: placeholder,
          message: securityEventMessage(row.event_type, placeholder),
        },
      },
    );
  }
  await handlesOf(store).replaceOne(
    { _id: id },
    { _id: id, handles: [], deleted: true },
    { upsert: true },
  );
}

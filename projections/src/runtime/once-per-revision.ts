import type { Document, Filter, ReadCollection, Update, UpdateResult } from '@morphic/stores';

/*
 * A read model fed by one stream records the last revision of that stream it applied, in
 * `stream_revision` unless it names another field. An event at or below that revision was
 * applied already: applied again (a restart from a lagging checkpoint, a rebuild) it would
 * count twice or turn a later change back. A document that records no revision has applied none.
 */

interface StreamEvent {
  readonly revision: bigint;
}

/** The guard adds its own `$or` to the filter, so the caller's filter must not have one. */
type GuardedFilter = Filter & { readonly $or?: never };

/** Whether the document has applied the event already. */
export function hasApplied(
  doc: { readonly stream_revision?: number },
  event: StreamEvent,
): boolean {
  return (doc.stream_revision ?? -1) >= Number(event.revision);
}

function guarded(
  filter: GuardedFilter,
  event: StreamEvent,
  update: Update,
  field: string,
): [Filter, Update] {
  const revision = Number(event.revision);
  return [
    { ...filter, $or: [{ [field]: { $exists: false } }, { [field]: { $lt: revision } }] },
    { ...update, $set: { ...update.$set, [field]: revision } },
  ];
}

/**
 * Updates the document the filter names and records the event's revision in `field`, unless
 * the document has applied the event already (then `matchedCount` is 0).
 */
export function updateOnce<T extends Document>(
  collection: ReadCollection<T>,
  filter: GuardedFilter,
  event: StreamEvent,
  update: Update,
  field = 'stream_revision',
): Promise<UpdateResult> {
  return collection.updateOne(...guarded(filter, event, update, field));
}

/** `updateOnce` for every document the filter names, each guarded by its own `stream_revision`. */
export function updateManyOnce<T extends Document>(
  collection: ReadCollection<T>,
  filter: GuardedFilter,
  event: StreamEvent,
  update: Update,
): Promise<UpdateResult> {
  return collection.updateMany(...guarded(filter, event, update, 'stream_revision'));
}

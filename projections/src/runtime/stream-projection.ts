import type { EventType } from '@morphic/contracts/server';
import type { Document, ReadCollection, ReadStore } from '@morphic/stores';
import { hasApplied } from './once-per-revision';
import {
  defineProjection,
  type ApplyHandler,
  type ApplyHandlers,
  type ProjectedEvent,
  type Projection,
  type PushHandlers,
} from './projection';

/** A read model document kept per stream: its id, and the last revision of the stream applied. */
export interface StreamDocument {
  readonly _id: string;
  readonly stream_revision?: number;
}

/**
 * The document's fields after one event (its id and revision aside), from its current state
 * (null: it does not exist yet). Null when the event leaves no document (nothing is written).
 */
export type Evolve<TDoc extends StreamDocument, T extends EventType> = (
  doc: TDoc | null,
  event: ProjectedEvent<T>,
) => Omit<TDoc, '_id' | 'stream_revision'> | null;

export interface StreamProjectionDefinition<TDoc extends StreamDocument, T extends EventType> {
  readonly name: string;
  readonly version: number;
  readonly collection: string;
  /**
   * The document an event belongs to. Every event of one document must come from ONE stream:
   * the document keeps that stream's last applied revision, which is the apply-once guard.
   */
  readonly documentId: (event: ProjectedEvent<T>) => string;
  readonly evolve: { readonly [K in T]: Evolve<TDoc, K> };
  readonly pushes?: PushHandlers;
  readonly setup?: (store: ReadStore) => Promise<void>;
}

/**
 * Applies the event to the stream's document: reads it, skips an event it has applied already
 * (a restart from a lagging checkpoint, a second delivery), and writes the result with the
 * event's revision in `stream_revision`. Returns the document as it now stands (null: none).
 */
export async function evolveOnce<TDoc extends StreamDocument, T extends EventType>(
  docs: ReadCollection<TDoc & Document>,
  id: string,
  event: ProjectedEvent<T>,
  evolve: Evolve<TDoc, T>,
): Promise<TDoc | null> {
  const current = await docs.findOne({ _id: id });
  if (current && hasApplied(current, event)) return current;
  const fields = evolve(current, event);
  if (!fields) return current;
  const next = { ...fields, _id: id, stream_revision: Number(event.revision) } as TDoc & Document;
  await docs.replaceOne({ _id: id }, next, { upsert: true });
  return next;
}

/**
 * A read model kept per stream: one document per stream, whose next state is a pure function
 * of its current state and the event, applied once (`evolveOnce`).
 */
export function defineStreamProjection<TDoc extends StreamDocument, T extends EventType>(
  definition: StreamProjectionDefinition<TDoc, T>,
): Projection {
  const { collection, documentId } = definition;
  const apply: Record<string, ApplyHandler<T>> = {};
  for (const [type, evolve] of Object.entries(definition.evolve) as [T, Evolve<TDoc, T>][]) {
    apply[type] = async (event, store) => {
      const docs = store.collection<TDoc & Document>(collection);
      await evolveOnce(docs, documentId(event), event, evolve);
    };
  }
  return defineProjection({
    name: definition.name,
    version: definition.version,
    collections: [collection],
    apply: apply as ApplyHandlers,
    ...(definition.pushes ? { pushes: definition.pushes } : {}),
    ...(definition.setup ? { setup: definition.setup } : {}),
  });
}

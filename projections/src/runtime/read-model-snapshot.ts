import { isDeepStrictEqual } from 'node:util';
import type { Document, ReadStore } from '@morphic/stores';
import { CHECKPOINTS_COLLECTION } from './checkpoints';

/** Every read-model document by collection, as JSON carries it. */
export type ReadModelSnapshot = Record<string, Document[]>;

/**
 * Every read-model document (checkpoints left out), collections by name and documents by
 * `_id`: what a rebuild from the log must reproduce exactly.
 */
export async function readModelSnapshot(store: ReadStore): Promise<ReadModelSnapshot> {
  const names = (await store.listCollections()).filter((name) => name !== CHECKPOINTS_COLLECTION);
  const snapshot: ReadModelSnapshot = {};
  for (const name of names.sort()) {
    snapshot[name] = await store.collection(name).find({}, { sort: { _id: 1 } });
  }
  return snapshot;
}

export interface CollectionComparison {
  readonly name: string;
  readonly live: number;
  readonly rebuilt: number;
  readonly equal: boolean;
  /** `_id`s present on one side only or with different contents (at most 5). */
  readonly differingIds: readonly string[];
}

export interface SnapshotComparison {
  readonly equal: boolean;
  readonly collections: readonly CollectionComparison[];
}

const SHOWN_DIFFERENCES = 5;

/** Both sides as JSON would carry them: dates as strings, undefined fields dropped. */
const asJson = (documents: readonly Document[]): Document[] =>
  JSON.parse(JSON.stringify(documents)) as Document[];

function compareCollection(
  name: string,
  live: readonly Document[],
  rebuilt: readonly Document[],
): CollectionComparison {
  const liveById = new Map(asJson(live).map((doc) => [doc._id, doc]));
  const rebuiltById = new Map(asJson(rebuilt).map((doc) => [doc._id, doc]));
  const differingIds = [...new Set([...liveById.keys(), ...rebuiltById.keys()])].filter(
    (id) => !isDeepStrictEqual(liveById.get(id), rebuiltById.get(id)),
  );
  return {
    name,
    live: live.length,
    rebuilt: rebuilt.length,
    equal: differingIds.length === 0 && live.length === rebuilt.length,
    differingIds: differingIds.slice(0, SHOWN_DIFFERENCES),
  };
}

/** Compares the live read models with a rebuild from the log, collection by collection. */
export function compareSnapshots(
  live: ReadModelSnapshot,
  rebuilt: ReadModelSnapshot,
): SnapshotComparison {
  const names = [...new Set([...Object.keys(live), ...Object.keys(rebuilt)])].sort();
  const collections = names.map((name) =>
    compareCollection(name, live[name] ?? [], rebuilt[name] ?? []),
  );
  return { equal: collections.every((collection) => collection.equal), collections };
}

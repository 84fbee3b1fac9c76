import type { Document, IndexSpec } from './read-store.port';
import { isIndexableScalar } from './filter-equalities';
import { EMPTY_ARRAY, encodeValue, keyValuesAtPath } from './path-values';

export interface IndexKey {
  readonly encoded: string;
  /** The key as MongoDB reports it in a duplicate key error (`keyValue`). */
  readonly value: Record<string, unknown>;
}

export interface IndexedChange {
  readonly id: string;
  readonly doc: Document;
}

export function defaultIndexName(keys: IndexSpec['keys']): string {
  return Object.entries(keys)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');
}

/**
 * A secondary index: encoded key -> ids. Keys follow MongoDB's multikey rules (one key per array
 * element, missing fields index as null), which is also what a unique index constrains. As in
 * MongoDB, a query that pins only the leading fields (a prefix) also uses the index: the ids of
 * such a prefix are kept from the first query that needs it (a rebuild, which only writes,
 * never pays for them).
 */
export class MemoryIndex {
  private readonly fields: readonly string[];
  /** Whole keys -> ids. */
  private readonly entries = new Map<string, Set<string>>();
  /** Keys of the first `length` fields -> ids, by length, once a query has needed them. */
  private readonly prefixEntries = new Map<number, Map<string, Set<string>>>();

  constructor(
    keys: IndexSpec['keys'],
    readonly unique: boolean,
  ) {
    this.fields = Object.keys(keys);
  }

  private tuplesOf(doc: Document): unknown[][] {
    let tuples: unknown[][] = [[]];
    for (const field of this.fields) {
      const values = keyValuesAtPath(doc, field);
      tuples = tuples.flatMap((tuple) => values.map((value) => [...tuple, value]));
    }
    return tuples;
  }

  private keysOf(doc: Document): IndexKey[] {
    const keys = new Map<string, IndexKey>();
    for (const tuple of this.tuplesOf(doc)) {
      const encoded = encodeTuple(tuple);
      if (!keys.has(encoded)) keys.set(encoded, { encoded, value: this.reportedKey(tuple) });
    }
    return [...keys.values()];
  }

  /** Every key of the document, whole and for each kept prefix, with the map it belongs in. */
  private *entryKeysOf(doc: Document): Generator<[Map<string, Set<string>>, string]> {
    for (const tuple of this.tuplesOf(doc)) {
      yield [this.entries, encodeTuple(tuple)];
      for (const [length, entries] of this.prefixEntries) {
        yield [entries, encodeTuple(tuple.slice(0, length))];
      }
    }
  }

  add(id: string, doc: Document): void {
    for (const [entries, encoded] of this.entryKeysOf(doc)) addId(entries, encoded, id);
  }

  // A document is always removed whole, so dropping its id under each of its keys is right even
  // when two of its keys share a prefix.
  remove(id: string, doc: Document): void {
    for (const [entries, encoded] of this.entryKeysOf(doc)) {
      const ids = entries.get(encoded);
      ids?.delete(id);
      if (ids?.size === 0) entries.delete(encoded);
    }
  }

  /**
   * Ids that may match when the filter pins the leading indexed fields to scalars (as many as
   * it pins, in index order), or undefined when it does not pin the first one. `docs` are the
   * collection's documents, read once when a prefix is first needed.
   */
  candidates(
    equalities: ReadonlyMap<string, unknown>,
    docs: ReadonlyMap<string, Document>,
  ): ReadonlySet<string> | undefined {
    const tuple: unknown[] = [];
    for (const field of this.fields) {
      const value = equalities.get(field);
      if (!isIndexableScalar(value)) break;
      tuple.push(value);
    }
    if (tuple.length === 0) return undefined;
    const entries =
      tuple.length === this.fields.length ? this.entries : this.prefix(tuple.length, docs);
    return entries.get(encodeTuple(tuple)) ?? new Set();
  }

  private prefix(length: number, docs: ReadonlyMap<string, Document>): Map<string, Set<string>> {
    const kept = this.prefixEntries.get(length);
    if (kept) return kept;
    const entries = new Map<string, Set<string>>();
    for (const [id, doc] of docs) {
      for (const tuple of this.tuplesOf(doc))
        addId(entries, encodeTuple(tuple.slice(0, length)), id);
    }
    this.prefixEntries.set(length, entries);
    return entries;
  }

  /**
   * The first key the changed documents would share with another document (or with each other),
   * given that the changed documents' current keys are being replaced.
   */
  findConflict(changes: readonly IndexedChange[]): IndexKey | undefined {
    if (!this.unique) return undefined;
    const changedIds = new Set(changes.map((change) => change.id));
    const claimed = new Map<string, string>();
    for (const { id, doc } of changes) {
      for (const key of this.keysOf(doc)) {
        const claimant = claimed.get(key.encoded);
        if (claimant !== undefined && claimant !== id) return key;
        claimed.set(key.encoded, id);
        for (const owner of this.entries.get(key.encoded) ?? []) {
          if (!changedIds.has(owner)) return key;
        }
      }
    }
    return undefined;
  }

  private reportedKey(tuple: readonly unknown[]): Record<string, unknown> {
    const value: Record<string, unknown> = {};
    this.fields.forEach((field, index) => {
      const part = tuple[index];
      value[field] = part === EMPTY_ARRAY ? [] : (part ?? null);
    });
    return value;
  }
}

function encodeTuple(tuple: readonly unknown[]): string {
  return JSON.stringify(tuple.map(encodeValue));
}

function addId(entries: Map<string, Set<string>>, encoded: string, id: string): void {
  const ids = entries.get(encoded);
  if (ids) ids.add(id);
  else entries.set(encoded, new Set([id]));
}

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
 * MongoDB, a query that pins only the leading fields (a prefix) also uses the index: the ids are
 * kept per prefix of the key as well.
 */
export class MemoryIndex {
  private readonly fields: readonly string[];
  /** By number of leading fields minus one; the last map holds the whole keys. */
  private readonly entriesByPrefix: Map<string, Set<string>>[];

  constructor(
    keys: IndexSpec['keys'],
    readonly unique: boolean,
  ) {
    this.fields = Object.keys(keys);
    this.entriesByPrefix = this.fields.map(() => new Map<string, Set<string>>());
  }

  private get entries(): Map<string, Set<string>> {
    return this.entriesByPrefix[this.fields.length - 1] ?? new Map<string, Set<string>>();
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

  /** Every prefix key of the document, with the map it belongs in. */
  private *prefixKeysOf(doc: Document): Generator<[Map<string, Set<string>>, string]> {
    for (const tuple of this.tuplesOf(doc)) {
      for (const [length, entries] of this.entriesByPrefix.entries()) {
        yield [entries, encodeTuple(tuple.slice(0, length + 1))];
      }
    }
  }

  add(id: string, doc: Document): void {
    for (const [entries, encoded] of this.prefixKeysOf(doc)) {
      const ids = entries.get(encoded);
      if (ids) ids.add(id);
      else entries.set(encoded, new Set([id]));
    }
  }

  // A document is always removed whole, so dropping its id under each of its keys is right even
  // when two of its keys share a prefix.
  remove(id: string, doc: Document): void {
    for (const [entries, encoded] of this.prefixKeysOf(doc)) {
      const ids = entries.get(encoded);
      ids?.delete(id);
      if (ids?.size === 0) entries.delete(encoded);
    }
  }

  /**
   * Ids that may match when the filter pins the leading indexed fields to scalars (as many as
   * it pins, in index order), or undefined when it does not pin the first one.
   */
  candidates(equalities: ReadonlyMap<string, unknown>): ReadonlySet<string> | undefined {
    const tuple: unknown[] = [];
    for (const field of this.fields) {
      const value = equalities.get(field);
      if (!isIndexableScalar(value)) break;
      tuple.push(value);
    }
    if (tuple.length === 0) return undefined;
    return this.entriesByPrefix[tuple.length - 1]?.get(encodeTuple(tuple)) ?? new Set();
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

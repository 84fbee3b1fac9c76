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
 * element, missing fields index as null), which is also what a unique index constrains.
 */
export class MemoryIndex {
  private readonly fields: readonly string[];
  private readonly entries = new Map<string, Set<string>>();

  constructor(
    keys: IndexSpec['keys'],
    readonly unique: boolean,
  ) {
    this.fields = Object.keys(keys);
  }

  private keysOf(doc: Document): IndexKey[] {
    let tuples: unknown[][] = [[]];
    for (const field of this.fields) {
      const values = keyValuesAtPath(doc, field);
      tuples = tuples.flatMap((tuple) => values.map((value) => [...tuple, value]));
    }
    const keys = new Map<string, IndexKey>();
    for (const tuple of tuples) {
      const encoded = JSON.stringify(tuple.map(encodeValue));
      if (!keys.has(encoded)) keys.set(encoded, { encoded, value: this.reportedKey(tuple) });
    }
    return [...keys.values()];
  }

  add(id: string, doc: Document): void {
    for (const { encoded } of this.keysOf(doc)) {
      const ids = this.entries.get(encoded);
      if (ids) ids.add(id);
      else this.entries.set(encoded, new Set([id]));
    }
  }

  remove(id: string, doc: Document): void {
    for (const { encoded } of this.keysOf(doc)) {
      const ids = this.entries.get(encoded);
      ids?.delete(id);
      if (ids?.size === 0) this.entries.delete(encoded);
    }
  }

  /**
   * Ids that may match when the filter pins every indexed field to a scalar, or undefined when
   * this index cannot narrow the filter.
   */
  candidates(equalities: ReadonlyMap<string, unknown>): ReadonlySet<string> | undefined {
    const tuple: unknown[] = [];
    for (const field of this.fields) {
      const value = equalities.get(field);
      if (!isIndexableScalar(value)) return undefined;
      tuple.push(value);
    }
    return this.entries.get(JSON.stringify(tuple.map(encodeValue))) ?? new Set();
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

import type { Document, SortSpec } from './read-store.port';
import { isPlainObject } from './document-values';
import { EMPTY_ARRAY, keyValuesAtPath } from './path-values';

/**
 * MongoDB's sort: missing equals null and sorts first ascending, an array sorts by its smallest
 * element ascending and its largest descending, an empty array sorts below null. Ties keep the
 * collection's order (the sort is stable). With `keep`, only that many first documents are
 * wanted: they are selected in one pass instead of sorting everything (a page of a long list).
 */
export function sortDocuments<D extends Document>(
  docs: readonly D[],
  sort: SortSpec,
  keep: number = docs.length,
): D[] {
  if (Object.keys(sort).length === 0) return docs.slice(0, keep);
  const order = documentOrder(sort);
  const keyed = docs.map((doc) => ({ doc, keys: order.keysOf(doc) }));
  type Keyed = (typeof keyed)[number];
  const compare = (left: Keyed, right: Keyed): number => order.compare(left.keys, right.keys);
  if (keep >= keyed.length) return keyed.sort(compare).map((entry) => entry.doc);
  const kept: Keyed[] = [];
  for (const entry of keyed) {
    const last = kept[keep - 1];
    if (last && compare(entry, last) >= 0) continue;
    // After every kept entry it does not sort before, so ties keep the collection's order.
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(entry, kept[middle] as Keyed) < 0) high = middle;
      else low = middle + 1;
    }
    kept.splice(low, 0, entry);
    if (kept.length > keep) kept.pop();
  }
  return kept.map((entry) => entry.doc);
}

/** A sort's keys for one document, and the order of two documents' keys. */
export interface DocumentOrder {
  keysOf(doc: Document): unknown[];
  compare(left: readonly unknown[], right: readonly unknown[]): number;
}

export function documentOrder(sort: SortSpec): DocumentOrder {
  const fields = Object.entries(sort);
  return {
    keysOf: (doc) => fields.map(([path, direction]) => sortKey(doc, path, direction)),
    compare: (left, right) => {
      for (let i = 0; i < fields.length; i++) {
        const order = compareSortKeys(left[i], right[i]);
        if (order !== 0) return fields[i]?.[1] === -1 ? -order : order;
      }
      return 0;
    },
  };
}

function sortKey(doc: Document, path: string, direction: 1 | -1): unknown {
  const values = keyValuesAtPath(doc, path);
  let chosen: unknown = values[0];
  for (const value of values.slice(1)) {
    const order = compareSortKeys(value, chosen);
    if (direction === 1 ? order < 0 : order > 0) chosen = value;
  }
  return chosen;
}

function compareSortKeys(left: unknown, right: unknown): number {
  if (left === EMPTY_ARRAY || right === EMPTY_ARRAY) {
    if (left === right) return 0;
    return left === EMPTY_ARRAY ? -1 : 1;
  }
  return compareValues(left ?? null, right ?? null);
}

/** MongoDB's cross-type order: null < numbers < strings < objects < arrays < booleans < dates. */
function compareValues(left: unknown, right: unknown): number {
  const order = typeRank(left) - typeRank(right);
  if (order !== 0) return Math.sign(order);
  if (left instanceof Date && right instanceof Date) {
    return Math.sign(left.getTime() - right.getTime());
  }
  if (Array.isArray(left) && Array.isArray(right)) {
    return compareSequences(left, right, compareValues);
  }
  if (isPlainObject(left) && isPlainObject(right)) {
    return compareSequences(Object.entries(left), Object.entries(right), (a, b) =>
      compareSequences(a, b, compareValues),
    );
  }
  if (isPrimitive(left) && isPrimitive(right)) return left < right ? -1 : left > right ? 1 : 0;
  return 0;
}

const isPrimitive = (value: unknown): value is number | bigint | string | boolean =>
  ['number', 'bigint', 'string', 'boolean'].includes(typeof value);

function typeRank(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number' || typeof value === 'bigint') return 1;
  if (typeof value === 'string') return 2;
  if (Array.isArray(value)) return 4;
  if (typeof value === 'boolean') return 5;
  if (value instanceof Date) return 6;
  return isPlainObject(value) ? 3 : 7;
}

/** Element by element; the shorter sequence first when one begins the other. */
function compareSequences<V>(
  left: readonly V[],
  right: readonly V[],
  compare: (a: V, b: V) => number,
): number {
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const order = compare(left[i] as V, right[i] as V);
    if (order !== 0) return order;
  }
  return Math.sign(left.length - right.length);
}

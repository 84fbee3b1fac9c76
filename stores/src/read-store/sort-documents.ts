import type { Document, SortSpec } from './read-store.port';
import { compareValues } from './mingo-engine';
import { EMPTY_ARRAY, keyValuesAtPath } from './path-values';

/**
 * MongoDB's sort: missing equals null and sorts first ascending, an array sorts by its smallest
 * element ascending and its largest descending, an empty array sorts below null. Ties keep the
 * collection's order (the sort is stable).
 */
export function sortDocuments<D extends Document>(docs: readonly D[], sort: SortSpec): D[] {
  const fields = Object.entries(sort);
  if (fields.length === 0) return [...docs];
  const keyed = docs.map((doc) => ({
    doc,
    keys: fields.map(([path, direction]) => sortKey(doc, path, direction)),
  }));
  keyed.sort((left, right) => {
    for (let i = 0; i < fields.length; i++) {
      const order = compareSortKeys(left.keys[i], right.keys[i]);
      if (order !== 0) return fields[i]?.[1] === -1 ? -order : order;
    }
    return 0;
  });
  return keyed.map((entry) => entry.doc);
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

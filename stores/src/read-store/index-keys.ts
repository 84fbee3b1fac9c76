import type { Document, IndexSpec } from './read-store.port';
import { EMPTY_ARRAY, encodeValue, keyValuesAtPath } from './path-values';

export interface IndexKey {
  readonly encoded: string;
  /** The key as MongoDB reports it in a duplicate key error (`keyValue`). */
  readonly value: Record<string, unknown>;
}

export function defaultIndexName(keys: IndexSpec['keys']): string {
  return Object.entries(keys)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');
}

/**
 * The key tuples of a document under an index's fields, by MongoDB's multikey rules: one tuple
 * per combination of the array elements the fields reach, a missing field as `undefined`.
 */
export function indexTuplesOf(fields: readonly string[], doc: Document): unknown[][] {
  let tuples: unknown[][] = [[]];
  for (const field of fields) {
    const values = keyValuesAtPath(doc, field);
    tuples = tuples.flatMap((tuple) => values.map((value) => [...tuple, value]));
  }
  return tuples;
}

/** The distinct keys of a document under an index's fields: what a unique index constrains. */
export function indexKeysOf(fields: readonly string[], doc: Document): IndexKey[] {
  const keys = new Map<string, IndexKey>();
  for (const tuple of indexTuplesOf(fields, doc)) {
    const encoded = encodeTuple(tuple);
    if (!keys.has(encoded)) keys.set(encoded, { encoded, value: reportedKey(fields, tuple) });
  }
  return [...keys.values()];
}

export function encodeTuple(tuple: readonly unknown[]): string {
  return JSON.stringify(tuple.map(encodeValue));
}

function reportedKey(
  fields: readonly string[],
  tuple: readonly unknown[],
): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  fields.forEach((field, index) => {
    const part = tuple[index];
    value[field] = part === EMPTY_ARRAY ? [] : (part ?? null);
  });
  return value;
}

import { isArrayIndex, isPlainObject } from './document-values';

/** Stands for an empty array reached at the end of a path: MongoDB sorts it below null. */
export const EMPTY_ARRAY: unique symbol = Symbol('empty array');

/**
 * The values a dotted path reaches in a document, the way MongoDB builds index and sort keys:
 * arrays met on the way are traversed element by element, an array at the end contributes its
 * elements, and a missing branch contributes `undefined`.
 */
export function keyValuesAtPath(doc: unknown, path: string): unknown[] {
  const raw: unknown[] = [];
  collect(doc, path.split('.'), 0, raw);
  const values: unknown[] = [];
  for (const value of raw) {
    if (!Array.isArray(value)) values.push(value);
    else if (value.length === 0) values.push(EMPTY_ARRAY);
    else values.push(...value);
  }
  return values;
}

function collect(value: unknown, segments: readonly string[], index: number, out: unknown[]): void {
  const segment = segments[index];
  if (segment === undefined) {
    out.push(value);
    return;
  }
  if (Array.isArray(value)) {
    if (isArrayIndex(segment)) {
      collect(value[Number(segment)], segments, index + 1, out);
    } else if (value.length === 0) {
      out.push(undefined);
    } else {
      for (const element of value) collect(element, segments, index, out);
    }
  } else if (isPlainObject(value)) {
    collect(value[segment], segments, index + 1, out);
  } else {
    out.push(undefined);
  }
}

/**
 * A string that is equal for two values exactly when MongoDB would index them as the same key
 * (missing and null coincide; embedded documents compare field order too, as in BSON).
 */
export function encodeValue(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (value === EMPTY_ARRAY) return 'empty';
  switch (typeof value) {
    case 'number':
      return `n:${Object.is(value, -0) ? 0 : value}`;
    case 'bigint':
      return `n:${value}`;
    case 'string':
      return `s:${JSON.stringify(value)}`;
    case 'boolean':
      return `b:${value}`;
  }
  if (value instanceof Date) return `d:${value.getTime()}`;
  if (value instanceof RegExp) return `r:${String(value)}`;
  if (Array.isArray(value)) return `a:[${value.map(encodeValue).join(',')}]`;
  if (isPlainObject(value)) {
    const fields = Object.keys(value).map(
      (key) => `${JSON.stringify(key)}:${encodeValue(value[key])}`,
    );
    return `o:{${fields.join(',')}}`;
  }
  return `x:${String(value)}`;
}

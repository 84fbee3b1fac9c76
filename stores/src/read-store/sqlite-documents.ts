import type { Document } from './read-store.port';
import { isPlainObject } from './document-values';

/** JSON has no dates: a Date is stored as `{"$date": <ms since epoch>}` and read back as a Date. */
const DATE_MARK = '{"$date":';

export function encodeDocument(doc: Document): string {
  // The replacer costs more than the rest of the encoding: only documents with a date need it.
  if (!holds(doc, (value) => value instanceof Date)) return JSON.stringify(doc);
  return JSON.stringify(doc, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.getTime() } : value;
  });
}

/**
 * Whether a document must be copied before it is stored: it holds `undefined` (stored as null,
 * as the MongoDB driver does) or an object that is not plain data (a Date is copied whole).
 */
export function needsCopy(doc: Document): boolean {
  return holds(
    doc,
    (value) =>
      value === undefined ||
      (typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        !isPlainObject(value)),
  );
}

function holds(value: unknown, test: (value: unknown) => boolean): boolean {
  if (test(value)) return true;
  if (Array.isArray(value)) return value.some((element) => holds(element, test));
  if (isPlainObject(value)) {
    for (const key in value) if (holds(value[key], test)) return true;
  }
  return false;
}

export function decodeDocument<T extends Document>(text: string): T {
  // Most documents hold no date: they skip the reviver, which costs more than the parse.
  if (!text.includes(DATE_MARK)) return JSON.parse(text) as T;
  return JSON.parse(text, (_key, value: unknown) =>
    isPlainObject(value) && typeof value['$date'] === 'number' && Object.keys(value).length === 1
      ? new Date(value['$date'])
      : value,
  ) as T;
}

/** What SQL may assume about a document's values at an indexed path (see `IndexedPath`). */
export interface PathShape {
  readonly multikey: boolean;
  readonly mixed: boolean;
}

export function shapeAtPath(doc: Document, path: string): PathShape {
  let value: unknown = doc;
  for (const segment of path.split('.')) {
    if (Array.isArray(value)) return { multikey: true, mixed: true };
    if (!isPlainObject(value)) return { multikey: false, mixed: false };
    value = value[segment];
  }
  if (Array.isArray(value)) return { multikey: true, mixed: true };
  const simple =
    value === null || value === undefined || typeof value === 'string' || typeof value === 'number';
  return { multikey: false, mixed: !simple };
}

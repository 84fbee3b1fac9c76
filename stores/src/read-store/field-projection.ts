import type { Document, FindOptions } from './read-store.port';
import { unsupported } from './unsupported';

export type Projection = NonNullable<FindOptions['projection']>;

/** Refuses a projection outside the port's subset: top-level fields, included with 1. */
export function assertSupportedProjection(projection: Projection): void {
  for (const [field, flag] of Object.entries(projection)) {
    if ((flag as unknown) !== 1 || field.includes('.') || field.startsWith('$')) {
      throw unsupported(
        `the projection {${field}: ${String(flag)}} (top-level fields with 1 only)`,
      );
    }
  }
}

/**
 * A copy of the document's `_id` and the projected fields it has, in the document's order; each
 * kept value goes through `copy` (the store's deep copy), so nothing is copied twice.
 */
export function projectFields(
  doc: Document,
  projection: Projection,
  copy: (value: unknown) => unknown,
): Document {
  const projected: Record<string, unknown> = {};
  for (const field of Object.keys(doc)) {
    if (field === '_id' || Object.hasOwn(projection, field)) projected[field] = copy(doc[field]);
  }
  return projected as Document;
}

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

/** The document's `_id` and the projected fields it has, in the document's order. */
export function projectFields(doc: Document, projection: Projection): Document {
  const projected: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(doc)) {
    if (field === '_id' || Object.hasOwn(projection, field)) projected[field] = value;
  }
  return projected as Document;
}

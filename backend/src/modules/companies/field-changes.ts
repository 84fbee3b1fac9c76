import { isDeepStrictEqual } from 'node:util';

/** The record with the given fields changed; a field the changes leave undefined keeps its value. */
export function withChanges<T extends object>(current: T, changes: Partial<T>): T {
  const given = Object.entries(changes).filter(([, value]) => value !== undefined);
  return { ...current, ...Object.fromEntries(given) };
}

/** Whether the changes would leave the record as it is. */
export const changesNothing = <T extends object>(current: T, changes: Partial<T>): boolean =>
  isDeepStrictEqual(withChanges(current, changes), current);

/** The fields that `updated` changed, as they read in `current`. */
export function formerValues<T extends object>(current: T, updated: T): Partial<T> {
  const changed = Object.entries(current).filter(
    ([field, value]) => !isDeepStrictEqual(value, updated[field as keyof T]),
  );
  return Object.fromEntries(changed) as Partial<T>;
}

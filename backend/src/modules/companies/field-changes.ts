import { isDeepStrictEqual } from 'node:util';

/** The record with the given fields changed; a field the changes leave undefined keeps its value. */
export function withChanges<T extends object>(current: T, changes: Partial<T>): T {
  const given = Object.entries(changes).filter(([, value]) => value !== undefined);
  return { ...current, ...Object.fromEntries(given) };
}

/** Whether the changes would leave the record as it is. */
export const changesNothing = <T extends object>(current: T, changes: Partial<T>): boolean =>
  isDeepStrictEqual(withChanges(current, changes), current);

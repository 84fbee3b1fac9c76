import type { Document, Update } from './read-store.port';
import { isPlainObject, valueAtPath } from './document-values';
import { encodeValue } from './path-values';

/**
 * mingo's $addToSet de-duplicates the whole array, existing duplicates included, and then may
 * report no change; MongoDB only appends the values the array lacks. So $addToSet becomes a
 * $push of exactly those values (positional paths are left to mingo).
 */
export function addToSetAsPush(doc: Document, update: Update): Update {
  const { $addToSet: addToSet, ...rest } = update;
  if (!addToSet) return update;
  const kept: Record<string, unknown> = {};
  const push: Record<string, unknown> = { ...rest.$push };
  for (const [path, spec] of Object.entries(addToSet)) {
    if (path.includes('$')) {
      kept[path] = spec;
      continue;
    }
    const current = valueAtPath(doc, path);
    const present = new Set(Array.isArray(current) ? current.map(encodeValue) : []);
    const missing: unknown[] = [];
    for (const value of eachValue(spec)) {
      const key = encodeValue(value);
      if (present.has(key)) continue;
      present.add(key);
      missing.push(value);
    }
    if (missing.length > 0 || current === undefined) push[path] = { $each: missing };
  }
  const rewritten: Update = { ...rest };
  if (Object.keys(push).length > 0) rewritten.$push = push;
  if (Object.keys(kept).length > 0) rewritten.$addToSet = kept;
  return rewritten;
}

function eachValue(spec: unknown): readonly unknown[] {
  if (!isPlainObject(spec) || !('$each' in spec)) return [spec];
  const each = spec['$each'];
  if (!Array.isArray(each)) throw new Error('The argument to $each in $addToSet must be an array');
  return each;
}

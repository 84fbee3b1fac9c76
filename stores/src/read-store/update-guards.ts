import type { Document, Update } from './read-store.port';
import { isArrayIndex, isPlainObject } from './document-values';

const OPERATORS = new Set(['$set', '$inc', '$push', '$pull', '$addToSet', '$unset']);
const CREATES_PATH = new Set(['$set', '$inc', '$push', '$addToSet']);
const BLOCKED: unique symbol = Symbol('blocked');

/** Rejects what the MongoDB server rejects before an update runs: no operators, unknown ones. */
export function assertUpdateDocument(update: Update): void {
  const operators = Object.keys(update);
  if (operators.length === 0) throw new Error('Update document requires atomic operators');
  const unknown = operators.find((operator) => !OPERATORS.has(operator));
  if (unknown) throw new Error(`Unknown update operator: ${unknown}`);
  assertNoPathConflicts(Object.values(update).flatMap((fields) => Object.keys(fields ?? {})));
}

/** MongoDB refuses one update touching a path twice, or a path and a field inside it. */
function assertNoPathConflicts(paths: readonly string[]): void {
  const seen = new Set<string>();
  for (const path of paths) {
    if (seen.has(path)) throw new Error(`Updating the path '${path}' would create a conflict`);
    seen.add(path);
  }
  for (const path of paths) {
    const segments = path.split('.');
    for (let length = 1; length < segments.length; length++) {
      const prefix = segments.slice(0, length).join('.');
      if (seen.has(prefix)) {
        throw new Error(`Updating the path '${path}' would create a conflict at '${prefix}'`);
      }
    }
  }
}

/**
 * mingo silently skips updates that MongoDB refuses ($inc on a string, $push on a non-array,
 * a field under a scalar); check them first so both adapters fail the same way. Positional
 * paths (`$`, `$[]`) are left to mingo.
 */
export function assertUpdateApplies(doc: Document, update: Update): void {
  for (const [operator, fields] of Object.entries(update)) {
    if (!fields) continue;
    for (const path of Object.keys(fields)) {
      if (!path.includes('$')) assertPathApplies(doc, operator, path);
    }
  }
}

function assertPathApplies(doc: Document, operator: string, path: string): void {
  const segments = path.split('.');
  let current: unknown = doc;
  for (const segment of segments) {
    if (current === undefined) return;
    const next = child(current, segment);
    if (next === BLOCKED) {
      if (CREATES_PATH.has(operator)) {
        throw new Error(
          `Cannot create field '${segment}' of '${path}': its parent is not an object`,
        );
      }
      return;
    }
    current = next;
  }
  if (current === undefined) return;
  if (operator === '$inc' && typeof current !== 'number') {
    throw new Error(`Cannot apply $inc to a value of non-numeric type at '${path}'`);
  }
  if ((operator === '$push' || operator === '$addToSet') && !Array.isArray(current)) {
    throw new Error(`The field '${path}' must be an array to apply ${operator}`);
  }
  if (operator === '$pull' && !Array.isArray(current)) {
    throw new Error(`Cannot apply $pull to a non-array value at '${path}'`);
  }
}

function child(parent: unknown, segment: string): unknown {
  if (isPlainObject(parent)) return parent[segment];
  if (Array.isArray(parent) && isArrayIndex(segment)) return parent[Number(segment)];
  return BLOCKED;
}
